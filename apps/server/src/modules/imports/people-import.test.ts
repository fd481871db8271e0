import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMPORT_CONTENT_TYPES, IMPORT_MESSAGES, type ImportResult } from '@hrms/shared';
import { auditLog, mailMessages, payrollProfiles, users } from '../../db/schema/index.ts';
import { bearer } from '../../test/test-app.ts';
import { verifyPassword } from '../../lib/password.ts';
import {
  admin,
  countLike,
  csv,
  ctx,
  employee,
  header,
  hr,
  post,
  usePeopleImportApp,
  xlsx,
  type Row,
} from '../../test/people-import.ts';

/* Bulk import of people (issue 43), the template, dry run and commit: today Friday 27 November 2026 in Asia/Kolkata. */
usePeopleImportApp();

describe('the template', () => {
  it('is an XLSX with the header row and one example row, which the import reads clean', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/people/template',
      headers: bearer(hr),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(IMPORT_CONTENT_TYPES.xlsx);
    const preview = await post(res.rawPayload, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ImportResult>()).toMatchObject({ rows: 1, created: 1, problems: [] });
  });

  it('comes as CSV too', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/people/template?format=csv',
      headers: bearer(hr),
    });
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(header.join(','));
  });

  it('is not for Employees (403) and needs a known kind (400)', async () => {
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/people/template',
      headers: bearer(employee),
    });
    expect(mine.statusCode).toBe(403);
    const kind = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/payroll/template',
      headers: bearer(hr),
    });
    expect(kind.statusCode).toBe(400);
  });
});

describe('dry run and commit', () => {
  const good: Row[] = [
    {
      name: 'Meera Iyer',
      email: 'meera@import.test',
      joinedOn: '2026-04-01',
      baseSalary: '52000',
      pan: 'ABCPI1234F',
      ifsc: 'HDFC0001234',
      bankAccount: '123456784321',
      ptState: 'KA',
    },
    { name: 'Kabir Shah', email: 'kabir@import.test', joinedOn: '01/10/2026', uan: '1002 0030 0400' },
  ];

  it('names every problem by row and column, masks identity numbers, and writes nothing', async () => {
    const file = await xlsx([
      ...good,
      { name: 'No Mail', email: 'not-an-email' }, // 4
      { name: 'Bad Pan', email: 'badpan@import.test', pan: 'ABCD12345X' }, // 5
      { name: 'Later', email: 'later@import.test', joinedOn: '2026-12-01' }, // 6
      { name: 'Twice', email: 'meera@import.test' }, // 7: duplicate in the file
      { name: 'Taken', email: 'existing@import.test' }, // 8: another name than the stored person
      { name: 'Boss', email: 'boss@import.test', role: 'Admin' }, // 9: HR may not import an Admin
      { name: '', email: 'noname@import.test', ifsc: 'HDFC1234567' }, // 10
      { name: 'Code', email: 'code@import.test', employeeCode: 'EMP-9999' }, // 11
    ]);
    const res = await post(file, true);
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportResult>();
    expect(body).toMatchObject({ dryRun: true, rows: 10, created: 0 });
    expect(body.problems.map((p) => [p.row, p.column])).toEqual([
      [4, 'email'],
      [5, 'pan'],
      [6, 'joinedOn'],
      [7, 'email'],
      [8, 'name'],
      [9, 'role'],
      [10, 'name'],
      [10, 'ifsc'],
      [11, 'employeeCode'],
    ]);
    expect(body.problems[0]!.message).toBe('Please enter a valid email address.');
    expect(body.problems[1]).toMatchObject({
      value: 'XXXXXX345X',
      message: 'PAN must look like AAAAA9999A (five letters, four digits, one letter).',
    });
    expect(body.problems[3]!.message).toBe(IMPORT_MESSAGES.duplicateInFile(2));
    expect(JSON.stringify(body)).not.toContain('ABCD12345X');
    // With problems, a commit writes nothing either.
    expect((await post(file, false)).json<ImportResult>().created).toBe(0);
    expect(await countLike('%@import.test')).toBe(1);
  });

  it('commits a clean file in one go, audited with its hash, without passwords; the same file again changes nothing', async () => {
    const file = await xlsx(good);
    const preview = (await post(file, true)).json<ImportResult>();
    expect(preview).toMatchObject({ created: 2, unchanged: 0, problems: [] });
    expect(await countLike('%@import.test')).toBe(1);

    const res = await post(file, false);
    expect(res.json<ImportResult>()).toMatchObject({ dryRun: false, created: 2, problems: [] });
    const [meera] = await ctx.db.select().from(users).where(eq(users.email, 'meera@import.test'));
    expect(meera).toMatchObject({
      name: 'Meera Iyer',
      role: 'Employee',
      joinedOn: '2026-04-01',
      baseSalaryPaise: 5_200_000,
    });
    expect(await verifyPassword(meera!.passwordHash, '')).toBe(false);
    const [profile] = await ctx.db
      .select()
      .from(payrollProfiles)
      .where(eq(payrollProfiles.userId, meera!.id));
    expect(profile).toMatchObject({ ifsc: 'HDFC0001234', workState: 'KA' });
    const [kabir] = await ctx.db.select().from(users).where(eq(users.email, 'kabir@import.test'));
    expect(kabir!.joinedOn).toBe('2026-10-01');
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'people.import'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ created: 2, fileSha256: preview.fileHash });

    // Each new person is welcomed (how to sign in; no password in it).
    await ctx.app.services.mail.idle();
    const welcomes = await ctx.db.select().from(mailMessages).where(eq(mailMessages.kind, 'welcome'));
    expect(welcomes.map((m) => m.toAddress).sort()).toEqual(['kabir@import.test', 'meera@import.test']);

    const again = (await post(file, false)).json<ImportResult>();
    expect(again).toMatchObject({ created: 0, unchanged: 2, problems: [] });
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'people.import'))).toHaveLength(1);
    // The new people appear in the employee list.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/hr/employees?q=Meera',
      headers: bearer(hr),
    });
    expect(list.body).toContain('meera@import.test');
  });

  it('takes CSV as well, and the Admin may import HR and Admin accounts', async () => {
    const res = await post(
      csv([{ name: 'Hema Rao', email: 'hema.hr@import.test', role: 'HR' }]),
      false,
      admin,
      'text/csv',
    );
    expect(res.json<ImportResult>()).toMatchObject({ created: 1, problems: [] });
  });

  it('takes a device_pin column (issue 46): unique, in the file and among people; the new person gets it', async () => {
    const file = (rows: string[][]) =>
      Buffer.from(['name,email,device_pin', ...rows.map((r) => r.join(','))].join('\r\n'), 'utf8');
    const clash = await post(
      file([
        ['Pin One', 'pin.one@import.test', 'P-100'],
        ['Pin Two', 'pin.two@import.test', 'P-100'],
        ['Pin Bad', 'pin.bad@import.test', 'P 1'],
      ]),
      true,
      hr,
      'text/csv',
    );
    expect(clash.json<ImportResult>().problems.map((p) => [p.row, p.column])).toEqual([
      [3, 'devicePin'],
      [4, 'devicePin'],
    ]);
    const ok = await post(file([['Pin One', 'pin.one@import.test', 'P-100']]), false, hr, 'text/csv');
    expect(ok.json<ImportResult>()).toMatchObject({ created: 1, problems: [] });
    const [one] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'pin.one@import.test'));
    const pin = await ctx.app.inject({
      url: `/api/hr/devices/people/${one!.id}/pin`,
      headers: bearer(admin),
    });
    expect(pin.statusCode).toBe(403); // the Admin reads it under /admin; HR here:
    const read = await ctx.app.inject({ url: `/api/hr/devices/people/${one!.id}/pin`, headers: bearer(hr) });
    expect(read.json()).toEqual({ employeeId: one!.id, pin: 'P-100' });
    // The same file again: unchanged. Another person with that PIN: taken.
    expect(
      (
        await post(file([['Pin One', 'pin.one@import.test', 'P-100']]), true, hr, 'text/csv')
      ).json<ImportResult>(),
    ).toMatchObject({ unchanged: 1, problems: [] });
    const taken = await post(file([['Pin Three', 'pin.three@import.test', 'P-100']]), true, hr, 'text/csv');
    expect(taken.json<ImportResult>().problems).toEqual([
      expect.objectContaining({ column: 'devicePin', message: IMPORT_MESSAGES.pinTaken }),
    ]);
  });
});
