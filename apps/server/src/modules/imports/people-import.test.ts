import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MESSAGES,
  PEOPLE_IMPORT_COLUMNS,
  type ImportResult,
} from '@hrms/shared';
import { auditLog, mailMessages, payrollProfiles, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { PeopleImportDeps } from './people-import.service.ts';

/* Bulk import of people (issue 43): today Friday 27 November 2026 in Asia/Kolkata. */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

const header = [...PEOPLE_IMPORT_COLUMNS];
type Row = Partial<Record<(typeof PEOPLE_IMPORT_COLUMNS)[number], string>>;
const cells = (row: Row) => header.map((c) => row[c] ?? '');

/** A real .xlsx made by a spreadsheet library: text cells, as the template's. */
async function xlsx(rows: Row[], extra: SheetData = []): Promise<Buffer> {
  const data: SheetData = [
    header.map((value) => ({ value })),
    ...rows.map((row) => cells(row).map((value) => (value ? { value, type: String } : null))),
    ...extra,
  ];
  return writeExcelFile(data).toBuffer();
}
const csv = (rows: Row[]) =>
  Buffer.from([header.join(','), ...rows.map((r) => cells(r).join(','))].join('\r\n'), 'utf8');

const post = (
  body: Buffer,
  dryRun: boolean,
  by: TestUser = hr,
  contentType: string = IMPORT_CONTENT_TYPES.xlsx,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/imports/people?dryRun=${dryRun}`,
    headers: { ...bearer(by), 'content-type': contentType },
    payload: body,
  });

const countLike = async (pattern: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(like(users.email, pattern))).length;

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-27T04:30:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  employee = await createUser(ctx, { name: 'Existing Person', email: 'existing@import.test' });
});
afterAll(() => ctx.close());

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

describe('bad files', () => {
  it('refuses a file that is neither CSV nor XLSX (415), a broken XLSX (400) and a wrong header (400)', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]);
    expect((await post(png, true, hr, 'application/octet-stream')).json()).toEqual({
      message: IMPORT_MESSAGES.fileType,
      code: 'unsupported_media_type',
    });
    const broken = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]);
    expect((await post(broken, true)).json()).toEqual({
      message: IMPORT_MESSAGES.unreadable,
      code: 'invalid_input',
    });
    const wrong = await post(Buffer.from('who,what\nx,y\n'), true, hr, 'text/csv');
    expect(wrong.json()).toEqual({ message: IMPORT_MESSAGES.unknownColumn('who'), code: 'invalid_input' });
  });

  it('refuses more than 5 MB (413) and more than 10,000 rows (413) before any row is read', async () => {
    const big = await post(Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), true, hr, 'text/csv');
    expect(big.statusCode).toBe(413);
    const many = Buffer.from(`name,email\n${'A,a@b.c\n'.repeat(10_001)}`);
    expect((await post(many, true, hr, 'text/csv')).json()).toEqual({
      message: IMPORT_MESSAGES.tooManyRows,
      code: 'payload_too_large',
    });
  });

  it('never runs a formula: a formula cell reads as its saved value, a text cell starting with = is refused', async () => {
    const file = await xlsx(
      [{ name: '=HYPERLINK("http://evil.test","x")', email: 'f1@import.test' }],
      [
        [
          { value: 'Formula Person', type: String },
          { value: 'CONCAT("f2","@import.test")', type: 'Formula' },
        ],
      ],
    );
    const body = (await post(file, true)).json<ImportResult>();
    expect(body.problems[0]).toMatchObject({ row: 2, column: 'name', message: IMPORT_MESSAGES.formula });
    // The formula cell has no saved value, so the e-mail is blank: nothing was computed.
    expect(body.problems[1]).toMatchObject({ row: 3, column: 'email', message: IMPORT_MESSAGES.required });
  });

  it('reads wrong types as text: a number where a name goes, a date cell as the joining date', async () => {
    const data: SheetData = [
      header.map((value) => ({ value })),
      header.map((c) =>
        c === 'name'
          ? { value: 12345, type: Number }
          : c === 'email'
            ? { value: 'typed@import.test' }
            : c === 'joinedOn'
              ? { value: new Date('2026-05-04T00:00:00Z'), type: Date, format: 'dd/mm/yyyy' }
              : c === 'baseSalary'
                ? { value: 'lots' }
                : null,
      ),
    ];
    const body = (await post(await writeExcelFile(data).toBuffer(), true)).json<ImportResult>();
    expect(body.problems).toEqual([
      {
        row: 2,
        column: 'baseSalary',
        value: 'lots',
        message: 'The base salary must be a non-negative amount in rupees (at most two decimals).',
      },
    ]);
  });

  it('is all or nothing: a fault after 10,000 accounts are written leaves none of them', async () => {
    const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk${i}@fault.test`,
    }));
    const deps = (ctx.app.services.peopleImport as unknown as { deps: PeopleImportDeps }).deps;
    deps.afterAccounts = (created) => {
      expect(created).toBe(10_000);
      throw new Error('injected fault at the end of the file');
    };
    try {
      const res = await post(csv(rows), false, hr, 'text/csv');
      expect(res.statusCode).toBe(500);
    } finally {
      deps.afterAccounts = undefined;
    }
    expect(await countLike('%@fault.test')).toBe(0);
  });
});
