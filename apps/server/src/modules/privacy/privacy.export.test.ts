import { strFromU8, unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, salaryRecords } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { PDF_BYTES } from '../../test/upload-fixtures.ts';
import { SECRET_VALUES, seedPersonWithPay } from '../../test/privacy-fixtures.ts';

/** A person's own data as a ZIP (docs/privacy.md, "Your own data"). */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let person: TestUser;

const download = (user: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
const csvLines = (bytes: Uint8Array) =>
  strFromU8(bytes)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  person = await seedPersonWithPay(ctx, admin);
});
afterAll(() => ctx.close());

describe('GET /api/me/data-export', () => {
  it('answers a ZIP of the profile, attendance, leave, salary records, the payslip and the documents', async () => {
    const res = await download(person, '/api/me/data-export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="my-data-emp-\d{4}-2026-11-20\.zip"/,
    );
    const files = unzip(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'attendance.csv',
      'documents/resume-cv.pdf',
      'leave.csv',
      'payslips/October-2026.pdf',
      'profile.json',
      'salary-records.csv',
    ]);

    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile).toMatchObject({
      employeeId: person.id,
      name: 'Priya Private',
      email: person.email,
      role: 'Employee',
      joinedOn: '2026-01-01',
      baseSalary: 50_000,
      payrollProfile: { pan: 'XXXXXX876Z', aadhaar: 'XXXX XXXX 0124', bankAccount: 'XXXXXXXX8877' },
      documents: [{ document: 'resume', originalName: 'cv.pdf' }],
    });

    const attendance = csvLines(files['attendance.csv']!);
    expect(attendance[0]).toBe('Date,Status,Check In,Check Out,Worked Minutes,Late,Source');
    expect(attendance).toHaveLength(1 + 27);
    expect(attendance[1]).toMatch(/^01\/10\/2026,Present,/);

    expect(csvLines(files['leave.csv']!)).toEqual([
      'Type,From,To,Status,Reason,Rejection Reason,Applied On',
      'Paid Leave,01/12/2026,01/12/2026,Pending,Family visit,,20/11/2026',
    ]);

    const [record] = await ctx.db.select().from(salaryRecords).where(eq(salaryRecords.userId, person.id));
    const salaries = csvLines(files['salary-records.csv']!);
    expect(salaries).toEqual([
      'Month,Amount (₹),Status,Date Punched',
      `October 2026,${(record!.amountPaise / 100).toFixed(2)},Generated,20/11/2026`,
    ]);
    const slip = await ctx.app.services.storage.read(record!.slipKey!);
    expect(Buffer.from(files['payslips/October-2026.pdf']!).equals(slip)).toBe(true);
    expect(Buffer.from(files['documents/resume-cv.pdf']!).equals(PDF_BYTES)).toBe(true);
    for (const [name, bytes] of Object.entries(files))
      for (const secret of SECRET_VALUES) expect(strFromU8(bytes, true), name).not.toContain(secret);
  });

  it('is recorded in the audit log', async () => {
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.data_export'), eq(auditLog.entityId, person.id)));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({ actorId: person.id, after: { withPay: true } });
  });
});

describe('GET /api/employees/{id}/data-export', () => {
  it('the person and the Admin get everything; HR gets the person without pay', async () => {
    const own = unzip((await download(person, `/api/employees/${person.id}/data-export`)).rawPayload);
    expect(own['salary-records.csv']).toBeDefined();
    const byAdmin = unzip((await download(admin, `/api/employees/${person.id}/data-export`)).rawPayload);
    expect(Object.keys(byAdmin).sort()).toEqual(Object.keys(own).sort());
    const byHr = await download(hr, `/api/employees/${person.id}/data-export`);
    expect(byHr.statusCode).toBe(200);
    const files = unzip(byHr.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'attendance.csv',
      'documents/resume-cv.pdf',
      'leave.csv',
      'profile.json',
    ]);
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile.baseSalary).toBeUndefined();
    expect(profile.payrollProfile).toBeUndefined();
  });

  it('refuses another Employee (403) and an unknown id (404)', async () => {
    const other = await createUser(ctx);
    expect((await download(other, `/api/employees/${person.id}/data-export`)).statusCode).toBe(403);
    const nobody = '00000000-0000-4000-8000-000000000000';
    const missing = await download(admin, `/api/employees/${nobody}/data-export`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Employee not found.');
  });
});
