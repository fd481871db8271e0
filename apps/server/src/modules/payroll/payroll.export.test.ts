import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaryRecords } from '../../db/schema/index.ts';
import { readXlsx } from '../../lib/export/xlsx-reader.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { csvLines } from '../../test/csv.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let priya: TestUser;
let mallory: TestUser;

/** A record straight in the table: what a finished batch leaves behind (the batch has its own tests). */
async function record(user: TestUser, year: number, month: number, amountPaise: number, generatedAt: string) {
  const label = `${['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month]} ${year}`;
  await ctx.db.insert(salaryRecords).values({
    userId: user.id,
    periodYear: year,
    periodMonth: month,
    month: label,
    amountPaise,
    baseSalaryPaise: amountPaise,
    generatedAt: new Date(generatedAt),
  });
}

const get = (who: TestUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish Rao' });
  priya = await createUser(ctx, { name: 'Priya Sharma' });
  mallory = await createUser(ctx, { name: '=HYPERLINK("http://evil.example","x")' });
  // 31 Oct 2026 20:00 UTC is already 1 November in Kolkata: 'Date Punched' follows the organisation's day.
  await record(priya, 2026, 10, 4_512_345, '2026-10-31T20:00:00Z');
  await record(priya, 2026, 9, 4_000_000, '2026-09-30T06:00:00Z');
  await record(priya, 2025, 10, 3_900_050, '2025-10-31T06:00:00Z');
  await record(hr, 2026, 10, 6_000_000, '2026-10-31T06:00:00Z');
  await record(mallory, 2026, 10, 100, '2026-10-31T06:00:00Z');
});
afterAll(async () => ctx.close());

describe('salary history exports', () => {
  it("gives the Admin everyone's filtered history as CSV with a BOM, rupees and DD/MM/YYYY", async () => {
    const response = await get(admin, '/api/admin/salaries/export?format=csv&month=October&year=2026');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="salary-history-all-october-2026.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('Employee,Salary Period,Amount (₹),Status,Date Punched');
    expect(lines).toContain('Priya Sharma,October 2026,45123.45,Generated,01/11/2026');
    expect(lines).toContain('Harish Rao,October 2026,60000.00,Generated,31/10/2026');
    // The September and 2025 records are filtered out, as on screen.
    expect(lines).toHaveLength(4);
    expect(response.body).not.toContain('September');
    expect(response.body).not.toContain('2025');
  });

  it('neutralises a name that a spreadsheet would run as a formula', async () => {
    const response = await get(admin, '/api/admin/salaries/export?format=csv');
    expect(csvLines(response.body)).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")",October 2026,1.00,Generated,31/10/2026`,
    );
  });

  it('writes an XLSX workbook with typed cells: text, rupee numbers and real dates', async () => {
    const response = await get(admin, '/api/admin/salaries/export?format=xlsx&year=2026&month=October');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('salary-history-all-october-2026.xlsx');
    const sheet = readXlsx(response.rawPayload);
    expect(sheet.rows[0]!.map((c) => c.text)).toEqual([
      'Employee',
      'Salary Period',
      'Amount (₹)',
      'Status',
      'Date Punched',
    ]);
    const priyaRow = sheet.rows.find((row) => row[0]!.text === 'Priya Sharma')!;
    expect(priyaRow[2]).toMatchObject({ type: 'n', text: '45123.45' });
    // Excel's serial day for 1 November 2026 (days since 30 December 1899).
    expect(priyaRow[4]).toMatchObject({ type: 'n', text: '46327' });
    const evil = sheet.rows.find((row) => row[0]!.text.startsWith('=HYPERLINK'))!;
    expect(evil[0]!.type).not.toBe('str');
    expect(sheet.sheetXml).not.toContain('<f>');
    expect(sheet.rows).toHaveLength(4);
  });

  it("gives each person their own history only, on each role's path", async () => {
    const mine = await get(priya, `/api/employees/${priya.id}/salaries/export?format=csv`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toContain('salary-history-mine.csv');
    expect(csvLines(mine.body)).toEqual([
      'Month,Amount (₹),Status,Date Punched',
      'October 2026,45123.45,Generated,01/11/2026',
      'September 2026,40000.00,Generated,30/09/2026',
      'October 2025,39000.50,Generated,31/10/2025',
    ]);
    const filtered = await get(priya, `/api/employees/${priya.id}/salaries/export?format=csv&year=2025`);
    expect(csvLines(filtered.body)).toHaveLength(2);
    const hrOwn = await get(hr, `/api/hr/${hr.id}/salaries/export?format=csv`);
    expect(csvLines(hrOwn.body)).toEqual([
      'Month,Amount (₹),Status,Date Punched',
      'October 2026,60000.00,Generated,31/10/2026',
    ]);
    const adminOwn = await get(admin, `/api/admin/${admin.id}/salaries/export?format=csv`);
    expect(csvLines(adminOwn.body)).toEqual(['Month,Amount (₹),Status,Date Punched']);
  });

  it('refuses other people, other roles, strangers and bad filters', async () => {
    expect((await get(null, '/api/admin/salaries/export?format=csv')).statusCode).toBe(401);
    expect((await get(hr, '/api/admin/salaries/export?format=csv')).statusCode).toBe(403);
    expect((await get(priya, '/api/admin/salaries/export?format=csv')).statusCode).toBe(403);
    expect((await get(priya, `/api/employees/${hr.id}/salaries/export?format=csv`)).statusCode).toBe(403);
    expect((await get(hr, `/api/employees/${priya.id}/salaries/export?format=csv`)).statusCode).toBe(403);
    expect((await get(hr, `/api/hr/${priya.id}/salaries/export?format=csv`)).statusCode).toBe(403);
    // An Admin may read anyone's history, as the list route allows.
    const other = await get(admin, `/api/employees/${priya.id}/salaries/export?format=csv`);
    expect(csvLines(other.body)).toHaveLength(4);
    const badFormat = await get(admin, '/api/admin/salaries/export?format=pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toBe('Please choose CSV or Excel (xlsx).');
    expect((await get(admin, '/api/admin/salaries/export?format=csv&month=Oct')).statusCode).toBe(400);
  });
});
