import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_LIST_MESSAGES,
  ATTENDANCE_MESSAGES,
  PAGING_MESSAGES,
  type AttendanceSheetResponse,
  type Page,
  type UserAttendanceRecord,
} from '@hrms/shared';
import { inArray } from 'drizzle-orm';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Server-side paging of everyone's attendance and of the sheet (docs/paging.md).
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;
const people: TestUser[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' }); // Friday 20 Nov 2026, 09:30 Kolkata
  admin = await createUser(ctx, { role: 'Admin', name: 'Zed Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Yara HR' });
  employee = await createUser(ctx, { name: 'Xavier Employee' });
  for (const name of ['Kiran', 'Asha', 'Meera', 'Bala', 'Dev', 'Asha']) {
    people.push(
      await createUser(ctx, {
        name: `${name} Paging`,
        email: `${name.toLowerCase()}${people.length}@paging.test`,
      }),
    );
  }
  const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-20'];
  await ctx.db.insert(attendance).values(
    people.flatMap((person, i) =>
      days.map((date, d) => ({
        userId: person.id,
        date,
        status: (i + d) % 3 === 0 ? ('Absent' as const) : ('Present' as const),
      })),
    ),
  );
  await ctx.db.insert(attendance).values({ userId: employee.id, date: '2026-10-30', status: 'Sick Leave' });
});
afterAll(() => ctx.close());

const get = (caller: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(caller) });
const key = (row: UserAttendanceRecord) => `${row.employeeId}:${row.date}`;

async function allPages(url: string, limit: number, between?: (page: number) => Promise<void>) {
  const seen: UserAttendanceRecord[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const join = url.includes('?') ? '&' : '?';
    const res = await get(admin, `${url}${join}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Page<UserAttendanceRecord>>();
    expect(body.rows.length).toBeLessThanOrEqual(limit);
    seen.push(...body.rows);
    cursor = body.nextCursor;
    if (!cursor) break;
    await between?.(page);
  }
  return seen;
}

describe("everyone's attendance, a page at a time", () => {
  it('answers the spec’s array when no parameter is given', async () => {
    const res = await get(admin, '/api/admin/attendance/all?month=2026-11');
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json()).toHaveLength(people.length * 4);
  });

  it('gives the same rows in the same order, page after page, with the total', async () => {
    const whole = (await get(admin, '/api/admin/attendance/all?month=2026-11')).json<
      UserAttendanceRecord[]
    >();
    const first = (await get(admin, '/api/admin/attendance/all?month=2026-11&limit=5')).json<
      Page<UserAttendanceRecord>
    >();
    expect(first.total).toBe(whole.length);
    expect(first.rows).toEqual(whole.slice(0, 5));
    expect(await allPages('/api/admin/attendance/all?month=2026-11', 5)).toEqual(whole);
  });

  it('never repeats or skips a row while rows are written between pages', async () => {
    const url = '/api/admin/attendance/all?from=2026-11-01&to=2026-11-30';
    const before = (await get(admin, url)).json<UserAttendanceRecord[]>();
    const late: TestUser[] = [];
    const seen = await allPages(url, 3, async (page) => {
      // Newcomers sort before and after the cursor (names around the alphabet, days early and late).
      const person = await createUser(ctx, { name: `${page % 2 ? 'Aaron' : 'Zoe'} New ${page}` });
      late.push(person);
      await ctx.db.insert(attendance).values([
        { userId: person.id, date: '2026-11-20', status: 'Present' },
        { userId: person.id, date: '2026-11-02', status: 'Present' },
      ]);
    });
    const keys = seen.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of before) expect(keys).toContain(key(row));
    expect(late.length).toBeGreaterThan(0);
    await ctx.db.delete(attendance).where(
      inArray(
        attendance.userId,
        late.map((p) => p.id),
      ),
    );
  });

  it('filters by name or e-mail, status, role and date range, paged or whole', async () => {
    const asha = (await get(admin, '/api/admin/attendance/all?month=2026-11&q=asha')).json<
      UserAttendanceRecord[]
    >();
    expect(asha).toHaveLength(8);
    expect(new Set(asha.map((r) => r.employeeName))).toEqual(new Set(['Asha Paging']));
    const byEmail = (await get(admin, '/api/admin/attendance/all?month=2026-11&q=KIRAN0%40')).json<
      UserAttendanceRecord[]
    >();
    expect(byEmail.map((r) => r.employeeName)).toEqual(Array(4).fill('Kiran Paging'));
    const wildcard = (await get(admin, '/api/admin/attendance/all?month=2026-11&q=%25')).json<
      UserAttendanceRecord[]
    >();
    expect(wildcard).toEqual([]);
    const absent = (await get(admin, '/api/admin/attendance/all?month=2026-11&status=Absent&limit=50')).json<
      Page<UserAttendanceRecord>
    >();
    expect(absent.rows.length).toBeGreaterThan(0);
    expect(absent.rows.every((r) => r.status === 'Absent')).toBe(true);
    expect(absent.total).toBe(absent.rows.length);
    const range = (await get(admin, '/api/admin/attendance/all?from=2026-10-01&to=2026-11-02')).json<
      UserAttendanceRecord[]
    >();
    expect(new Set(range.map((r) => r.date))).toEqual(new Set(['2026-10-30', '2026-11-02']));
    const hrOnly = (await get(admin, '/api/admin/attendance/all?from=2026-10-01&to=2026-11-30&role=HR')).json<
      unknown[]
    >();
    expect(hrOnly).toEqual([]);
  });

  it('counts and pages a filtered month exactly as the whole filtered list', async () => {
    // The per-day counts choose the people first when a name, e-mail or role narrows the list.
    for (const filter of [
      'q=asha',
      'q=PAGING.TEST',
      'q=asha&status=Absent',
      'role=Employee',
      'role=Employee&q=paging&status=Present',
      'role=HR',
      'q=nobody',
    ]) {
      const url = `/api/admin/attendance/all?month=2026-11&${filter}`;
      const whole = (await get(admin, url)).json<UserAttendanceRecord[]>();
      const first = (await get(admin, `${url}&limit=3`)).json<Page<UserAttendanceRecord>>();
      expect(first.total, filter).toBe(whole.length);
      expect(await allPages(url, 3), filter).toEqual(whole);
    }
    const ashaAbsent = (
      await get(admin, '/api/admin/attendance/all?month=2026-11&q=asha&status=Absent')
    ).json<UserAttendanceRecord[]>();
    expect(ashaAbsent.length).toBeGreaterThan(0);
    expect(ashaAbsent.every((r) => r.status === 'Absent' && r.employeeName === 'Asha Paging')).toBe(true);
  });

  it("pages today's list the same way", async () => {
    const whole = (await get(hr, '/api/hr/attendance/today')).json<UserAttendanceRecord[]>();
    expect(whole.every((r) => r.date === '2026-11-20')).toBe(true);
    const page = (await get(hr, '/api/hr/attendance/today?limit=2&q=paging')).json<
      Page<UserAttendanceRecord>
    >();
    expect(page.rows).toEqual(whole.filter((r) => r.employeeName.endsWith('Paging')).slice(0, 2));
    expect(page.total).toBe(people.length);
  });

  it.each([
    ['limit=0', PAGING_MESSAGES.invalidLimit],
    ['limit=201', PAGING_MESSAGES.invalidLimit],
    ['limit=2.5', PAGING_MESSAGES.invalidLimit],
    ['limit=ten', PAGING_MESSAGES.invalidLimit],
    ['cursor=not*base64', PAGING_MESSAGES.invalidCursor],
    ['cursor=bm90IGpzb24', PAGING_MESSAGES.invalidCursor],
    [`cursor=${Buffer.from('[42]').toString('base64url')}`, PAGING_MESSAGES.invalidCursor],
    [`q=${'a'.repeat(101)}`, PAGING_MESSAGES.invalidSearch],
    ['status=Sleeping', ATTENDANCE_MESSAGES.invalidStatus],
    ['role=Boss', ATTENDANCE_LIST_MESSAGES.invalidRole],
    ['from=2026-11-01', ATTENDANCE_LIST_MESSAGES.invalidRange],
    ['from=2026-11-05&to=2026-11-01', ATTENDANCE_LIST_MESSAGES.invalidRange],
    ['from=2026-02-01&to=2026-02-30', ATTENDANCE_LIST_MESSAGES.invalidRange],
    ['from=2025-01-01&to=2026-11-01', ATTENDANCE_LIST_MESSAGES.invalidRange],
    ['month=2026-11&from=2026-11-01&to=2026-11-02', ATTENDANCE_LIST_MESSAGES.invalidRange],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const res = await get(admin, `/api/admin/attendance/all?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message });
  });

  it('keeps the role rules: Admin and HR under their own prefix, never an Employee', async () => {
    expect((await get(employee, '/api/admin/attendance/all?limit=2')).statusCode).toBe(403);
    expect((await get(employee, '/api/hr/attendance/today?limit=2')).statusCode).toBe(403);
    expect((await get(hr, '/api/admin/attendance/all?limit=2')).statusCode).toBe(403);
    expect((await get(admin, '/api/hr/attendance/all?limit=2')).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/attendance/all?limit=2' })).statusCode,
    ).toBe(401);
  });
});

describe('the attendance sheet, a page of people at a time', () => {
  it('adds no key without paging, and pages people by name with a total', async () => {
    const whole = (
      await get(admin, '/api/admin/attendance-sheet?month=2026-11')
    ).json<AttendanceSheetResponse>();
    expect(whole).not.toHaveProperty('nextCursor');
    expect(whole).not.toHaveProperty('total');
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        admin,
        `/api/admin/attendance-sheet?month=2026-11&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = res.json<AttendanceSheetResponse>();
      expect(page.total).toBe(whole.rows.length);
      expect(page.sheet).toEqual(page.rows);
      expect(page.dates).toEqual(whole.dates);
      names.push(...page.rows.map((row) => row.employeeId));
      cursor = page.nextCursor ?? null;
    } while (cursor);
    expect(names).toEqual(whole.rows.map((row) => row.employeeId));
  });

  it('searches names and e-mails, and keeps the sheet the Admin’s', async () => {
    const asha = (
      await get(admin, '/api/admin/attendance-sheet?month=2026-11&q=asha')
    ).json<AttendanceSheetResponse>();
    expect(asha.rows.map((row) => row.employeeName)).toEqual(['Asha Paging', 'Asha Paging']);
    expect(asha.rows[0]!.attendance['2026-11-20']).toBeDefined();
    expect((await get(hr, '/api/admin/attendance-sheet?limit=2')).statusCode).toBe(403);
    const bad = await get(admin, '/api/admin/attendance-sheet?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_input', message: PAGING_MESSAGES.invalidLimit });
  });
});
