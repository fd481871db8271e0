import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ATTENDANCE_IMPORT_TEMPLATE } from '@hrms/shared';
import { attendance, auditLog, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { csvRecords, parseImport } from './attendance-import.parse.ts';

/* Import of past attendance (issue 40): today Friday 27 November 2026, Sundays off. */
let ctx: TestContext;
let hr: TestUser;
let ravi: TestUser;
let code: string;

const upload = (csv: string, dryRun?: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/hr/attendance/import',
    headers: bearer(hr),
    payload: dryRun === undefined ? { csv } : { csv, dryRun },
  });

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-27T04:30:00.000Z' });
  hr = await createUser(ctx, { role: 'HR' });
  ravi = await createUser(ctx, {
    name: 'Ravi Kumar',
    email: 'ravi.import@example.com',
    joinedOn: '2026-11-02',
  });
  const [row] = await ctx.db.select({ no: users.employeeNo }).from(users).where(eq(users.id, ravi.id));
  code = `EMP-${String(row!.no).padStart(4, '0')}`;
});
afterAll(() => ctx.close());

describe('the CSV', () => {
  it('reads quoted fields, doubled quotes and CRLF', () => {
    expect(csvRecords('a,"b, c","say ""hi"""\r\nd,e,f')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['d', 'e', 'f'],
    ]);
  });

  it('the template parses clean', () => {
    expect(parseImport(ATTENDANCE_IMPORT_TEMPLATE, 10).errors).toEqual([]);
  });
});

describe('import of past attendance', () => {
  it('a dry run lists every row problem by line and writes nothing', async () => {
    const csv = [
      'employee,date,status,checkIn,checkOut',
      'ravi.import@example.com,2026-11-03,Present,09:30,18:00', // fine
      'nobody@example.com,2026-11-03,Present,,', // 3: unknown
      'ravi.import@example.com,2026-11-08,Present,,', // 4: a Sunday
      'ravi.import@example.com,2026-11-01,Present,,', // 5: before joining
      'ravi.import@example.com,2026-11-30,Present,,', // 6: future
      'ravi.import@example.com,2026-11-04,Absent,09:00,', // 7: times with Absent
      '=HYPERLINK("x"),2026-11-04,Present,,', // 8: a formula
      'ravi.import@example.com,31/11/2026,Present,,', // 9: no such date
      'ravi.import@example.com,2026-11-03,Absent,,', // 10: twice
    ].join('\r\n');
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: true, rows: 9, imported: 0 });
    expect(res.json().errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.json().errors[1]).toEqual({ line: 4, message: 'That day is not a working day.' });
    expect(res.json().errors[5]).toEqual({ line: 8, message: 'Cells may not start with =, +, - or @.' });
    const applied = await upload(csv, false);
    expect(applied.json()).toMatchObject({ imported: 0 });
    expect(await ctx.db.select().from(attendance).where(eq(attendance.userId, ravi.id))).toEqual([]);
  });

  it('a clean file is applied in one transaction with one audit entry; times become the day’s punches', async () => {
    const csv = `employee,date,status,checkIn,checkOut\n${code},04/11/2026,Present,09:30,18:00\nravi.import@example.com,2026-11-05,Half Day,,\n`;
    expect((await upload(csv)).json()).toEqual({ dryRun: true, rows: 2, imported: 2, kept: 0, errors: [] });
    const res = await upload(csv, false);
    expect(res.json()).toEqual({ dryRun: false, rows: 2, imported: 2, kept: 0, errors: [] });
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/hr/attendance/all?month=2026-11`,
      headers: bearer(hr),
    });
    const days = own.json().filter((r: { employeeId: string }) => r.employeeId === ravi.id);
    expect(days).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          date: '2026-11-04',
          status: 'Present',
          checkIn: '09:30',
          checkOut: '18:00',
        }),
        expect.objectContaining({ date: '2026-11-05', status: 'Half Day' }),
      ]),
    );
    const [row] = await ctx.db
      .select({ worked: attendance.workedMinutes })
      .from(attendance)
      .where(and(eq(attendance.userId, ravi.id), eq(attendance.date, '2026-11-04')));
    expect(row!.worked).toBe(510);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.import'))).toHaveLength(
      1,
    );
  });

  it('refuses a file over 1 MB', async () => {
    const res = await upload(`employee,date,status\n${'x'.repeat(1_000_001)}`);
    expect(res.statusCode).toBe(400);
  });
});
