import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { readXlsx } from '../../lib/export/xlsx-reader.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { csvLines } from '../../test/csv.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let aarav: TestUser;
let kavya: TestUser;

const get = (who: TestUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' }); // Friday 09:30 Kolkata
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  aarav = await createUser(ctx, { name: 'Aarav Mehta' });
  kavya = await createUser(ctx, { name: '@Kavya, Nair' });
  await ctx.db.insert(attendance).values([
    { userId: aarav.id, date: '2026-10-01', status: 'Present', source: 'manual' },
    { userId: aarav.id, date: '2026-10-02', status: 'Sick Leave', source: 'manual' },
    { userId: kavya.id, date: '2026-10-01', status: 'Absent', source: 'manual' },
    { userId: aarav.id, date: '2026-11-02', status: 'Half Day', source: 'manual' },
  ]);
});
afterAll(async () => ctx.close());

describe('attendance sheet export', () => {
  it("writes the month's grid as CSV: every person, every date, '--' where empty", async () => {
    const response = await get(admin, '/api/admin/attendance-sheet/export?format=csv&month=2026-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="attendance-sheet-2026-10.csv"');
    const lines = csvLines(response.body);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 4)).toEqual(['Employee', 'Employee ID', '01/10/2026', '02/10/2026']);
    expect(header).toHaveLength(2 + 31);
    expect(lines).toHaveLength(1 + 4);
    const aaravLine = lines.find((l) => l.startsWith('Aarav Mehta'))!;
    expect(aaravLine.split(',').slice(2, 5)).toEqual(['Present', 'Sick Leave', '--']);
    // Leading @ neutralised, and the comma quoted.
    expect(lines.some((l) => l.startsWith(`"'@Kavya, Nair",`))).toBe(true);
  });

  it('applies the on-screen search (name or employee ID) to every page, not just one', async () => {
    const byName = await get(
      admin,
      '/api/admin/attendance-sheet/export?format=csv&month=2026-10&search=aarav',
    );
    expect(csvLines(byName.body)).toHaveLength(2);
    const sheet = await get(admin, '/api/admin/attendance-sheet?month=2026-10');
    const code = sheet
      .json()
      .rows.find((r: { employeeName: string }) => r.employeeName === 'Aarav Mehta').employeeCode;
    const byCode = await get(
      admin,
      `/api/admin/attendance-sheet/export?format=csv&month=2026-10&search=${code}`,
    );
    expect(csvLines(byCode.body)[1]).toMatch(/^Aarav Mehta,/);
  });

  it('defaults to the current month and writes XLSX too', async () => {
    const response = await get(admin, '/api/admin/attendance-sheet/export?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attendance-sheet-2026-11.xlsx');
    const { rows } = readXlsx(response.rawPayload);
    expect(rows[0]!.slice(0, 3).map((c) => c.text)).toEqual(['Employee', 'Employee ID', '01/11/2026']);
    const aaravRow = rows.find((r) => r[0]!.text === 'Aarav Mehta')!;
    expect(aaravRow[3]!.text).toBe('Half Day');
  });

  it('is for the Admin only, and checks its filters', async () => {
    expect((await get(null, '/api/admin/attendance-sheet/export?format=csv')).statusCode).toBe(401);
    expect((await get(hr, '/api/admin/attendance-sheet/export?format=csv')).statusCode).toBe(403);
    expect((await get(aarav, '/api/admin/attendance-sheet/export?format=csv')).statusCode).toBe(403);
    expect((await get(admin, '/api/admin/attendance-sheet/export?format=csv&month=2026-13')).statusCode).toBe(
      400,
    );
    expect((await get(admin, '/api/admin/attendance-sheet/export')).statusCode).toBe(400);
  });
});

describe('attendance trends (Admin Home)', () => {
  it('counts each of the last months up to today in one answer, zeros included', async () => {
    const response = await get(admin, '/api/admin/attendance/trends');
    expect(response.statusCode).toBe(200);
    const trends = response.json();
    expect(trends.map((t: { month: string }) => t.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(trends[0]).toEqual({ month: '2026-06', present: 0, absent: 0, leave: 0, presentRate: null });
    expect(trends[4]).toEqual({ month: '2026-10', present: 1, absent: 1, leave: 1, presentRate: 33.3 });
    expect(trends[5]).toMatchObject({ month: '2026-11', present: 0, leave: 1, presentRate: 0 });
    const three = await get(admin, '/api/admin/attendance/trends?months=3');
    expect(three.json()).toHaveLength(3);
  });

  it('is for the Admin only and bounds the months', async () => {
    expect((await get(hr, '/api/admin/attendance/trends')).statusCode).toBe(403);
    expect((await get(aarav, '/api/admin/attendance/trends')).statusCode).toBe(403);
    expect((await get(admin, '/api/admin/attendance/trends?months=99')).statusCode).toBe(400);
  });
});
