import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOLIDAY_MESSAGES as M, type HolidayBatchResult } from '@hrms/shared';
import { attendance, auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026, 10:00 in Kolkata.
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  employee = await createUser(ctx, { role: 'Employee' });
});
afterAll(() => ctx.close());

const importCsv = (csv: unknown, as: TestUser = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/holidays/import', headers: bearer(as), payload: { csv } });
const national = (year: unknown, as: TestUser = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/holidays/national', headers: bearer(as), payload: { year } });
const add = (date: string, name: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/holidays',
    headers: bearer(admin),
    payload: { date, name, kind: 'public' },
  });
const listYear = async (year: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/holidays?year=${year}`, headers: bearer(employee) })
  ).json() as { date: string; name: string; kind: string }[];

describe('importing holidays from CSV', () => {
  it('adds the good rows, reports every bad row by line, audits each holiday and tells everyone once', async () => {
    await add('2028-01-26', 'Republic Day');
    await ctx.db.insert(attendance).values({ userId: employee.id, date: '2026-11-13', status: 'Present' });
    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const csv = [
      '\uFEFFdate,name,kind',
      '2028-03-11,"Holi, day two",optional',
      '2028-01-26,Republic Day,public',
      '2028-02-30,Leap nonsense,public',
      '2026-11-13,Too late,public',
      '14/04/2028,Ambedkar Jayanti,public',
      '2028-05-01,,public',
    ].join('\r\n');
    const response = await importCsv(csv, hr);
    expect(response.statusCode).toBe(200);
    const result = response.json() as HolidayBatchResult;
    expect(result.created.map(({ date, name, kind }) => [date, name, kind])).toEqual([
      ['2028-03-11', 'Holi, day two', 'optional'],
      ['2028-04-14', 'Ambedkar Jayanti', 'public'],
    ]);
    expect(result.errors).toEqual([
      { line: 3, message: 'A holiday already exists on 26/01/2028.' },
      { line: 4, message: M.csvDate },
      { line: 5, message: M.attendanceRecorded('2026-11-13') },
      { line: 7, message: M.nameRequired },
    ]);
    expect((await listYear(2028)).map((h) => h.date)).toEqual(['2028-01-26', '2028-03-11', '2028-04-14']);
    const calls = emit.mock.calls.filter(([, event]) => event === 'work_calendar_changed');
    expect(calls).toEqual([[['Admin', 'HR', 'Employee'], 'work_calendar_changed', { reason: 'holidays' }]]);
    emit.mockRestore();
    for (const holiday of result.created) {
      const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, holiday.id));
      expect(entries).toEqual([expect.objectContaining({ action: 'holiday.create', actorId: hr.id })]);
    }
  });

  it('answers 200 with only errors (and tells nobody) when no row is good', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    const response = await importCsv('2028-01-26,Republic Day,public\nnot,a,date');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: [],
      errors: [
        { line: 1, message: 'A holiday already exists on 26/01/2028.' },
        { line: 2, message: M.csvDate },
      ],
    });
    expect(emit).not.toHaveBeenCalled();
    emit.mockRestore();
  });

  it('refuses an empty file, one over 500 rows and one over 100 KB (400), and an Employee (403)', async () => {
    expect((await importCsv('date,name,kind\n')).json()).toEqual({
      code: 'invalid_input',
      message: M.csvEmpty,
    });
    const rows = Array.from({ length: 501 }, (_, i) => `2029-01-01,Day ${i},public`).join('\n');
    const tooMany = await importCsv(rows);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ code: 'invalid_input', message: M.csvTooManyRows });
    const tooLarge = await importCsv(`2029-01-01,${'x'.repeat(100 * 1024)},public`);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ code: 'invalid_input', message: M.csvTooLarge });
    expect((await importCsv(42)).statusCode).toBe(400);
    expect((await importCsv('2029-01-01,Day,public', employee)).statusCode).toBe(403);
  });
});

describe("adding a year's national holidays", () => {
  it('adds Republic Day, Independence Day and Gandhi Jayanti as public holidays', async () => {
    const response = await national(2030, hr);
    expect(response.statusCode).toBe(200);
    const result = response.json() as HolidayBatchResult;
    expect(result.errors).toEqual([]);
    expect((await listYear(2030)).map(({ date, name, kind }) => [date, name, kind])).toEqual([
      ['2030-01-26', 'Republic Day', 'public'],
      ['2030-08-15', 'Independence Day', 'public'],
      ['2030-10-02', 'Gandhi Jayanti', 'public'],
    ]);
    expect(result.created).toHaveLength(3);
  });

  it('skips dates that already have a holiday (reported), so a second click adds nothing', async () => {
    await add('2031-08-15', 'Our own Independence Day');
    const first = (await national(2031)).json() as HolidayBatchResult;
    expect(first.created.map((h) => h.date)).toEqual(['2031-01-26', '2031-10-02']);
    expect(first.errors).toEqual([{ line: 2, message: 'A holiday already exists on 15/08/2031.' }]);
    expect((await listYear(2031)).find((h) => h.date === '2031-08-15')?.name).toBe(
      'Our own Independence Day',
    );
    const again = (await national(2031)).json() as HolidayBatchResult;
    expect(again.created).toEqual([]);
    expect(again.errors).toHaveLength(3);
  });

  it('skips a past national holiday whose attendance is recorded', async () => {
    await ctx.db
      .insert(attendance)
      .values({ userId: employee.id, date: '2026-10-02', status: 'Absent', source: 'absentee-job' });
    const result = (await national(2026)).json() as HolidayBatchResult;
    expect(result.created.map((h) => h.date)).toEqual(['2026-01-26', '2026-08-15']);
    expect(result.errors).toEqual([{ line: 3, message: M.attendanceRecorded('2026-10-02') }]);
  });

  it.each([[1999], [2101], ['20x0'], [undefined]])('refuses the year %j (400)', async (year) => {
    const response = await national(year);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', message: M.invalidYear });
  });

  it('refuses an Employee (403)', async () => {
    expect((await national(2032, employee)).statusCode).toBe(403);
  });
});
