import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MESSAGES,
  KIND_IMPORT_MESSAGES as K,
  YEAR_TO_DATE_IMPORT_COLUMNS,
  type ImportResult,
} from '@hrms/shared';
import { auditLog, salaryRecords, taxYearToDate } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { amounts, pay } from '../payroll/pay/breakdown-cases.test-helper.ts';

/* The year-to-date import (issue 43): today Friday 27 November 2026 in Asia/Kolkata, tax year 2026-27. */
let ctx: TestContext;
let hr: TestUser;
let nisha: TestUser;
let veer: TestUser;

type Row = Partial<Record<(typeof YEAR_TO_DATE_IMPORT_COLUMNS)[number], string>>;
const header = [...YEAR_TO_DATE_IMPORT_COLUMNS];
const cells = (row: Row) => header.map((c) => row[c] ?? '');
const csv = (rows: Row[]) =>
  Buffer.from([header.join(','), ...rows.map((r) => cells(r).join(','))].join('\n'));
async function xlsx(rows: Row[]): Promise<Buffer> {
  const data: SheetData = [
    header.map((value) => ({ value })),
    ...rows.map((row) => cells(row).map((value) => (value ? { value, type: String } : null))),
  ];
  return writeExcelFile(data).toBuffer();
}
const post = (body: Buffer, dryRun: boolean, type: string = IMPORT_CONTENT_TYPES.csv) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/imports/year-to-date?dryRun=${dryRun}`,
    headers: { ...bearer(hr), 'content-type': type },
    payload: body,
  });
const stored = async () => ctx.db.select().from(taxYearToDate);

// Nisha joins in October after six months elsewhere at ₹2,00,000 a month with ₹15,000 TDS each month.
const earlier: Row[] = ['04', '05', '06', '07', '08', '09'].map((m) => ({
  email: 'nisha@ytd.test',
  month: `2026-${m}`,
  gross: '200000',
  tds: '15000',
  pf: '1800',
  pt: '200',
}));

beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-27T04:30:00.000Z' });
  hr = await createUser(ctx, { role: 'HR' });
  nisha = await createUser(ctx, { name: 'Nisha Ytd', email: 'nisha@ytd.test', joinedOn: '2026-10-01' });
  veer = await createUser(ctx, { name: 'Veer Ytd', email: 'veer@ytd.test', joinedOn: '2026-08-01' });
  // Veer's first payslip here is September's.
  await ctx.db.insert(salaryRecords).values({
    userId: veer.id,
    periodYear: 2026,
    periodMonth: 9,
    month: 'September 2026',
    amountPaise: 100,
    baseSalaryPaise: 100,
  });
});
afterAll(() => ctx.close());

describe('the year-to-date import', () => {
  it('names every problem by row and column and writes nothing', async () => {
    const res = await post(
      csv([
        { email: 'nobody@ytd.test', month: '2026-04', gross: '1', tds: '0' },
        { email: 'nisha@ytd.test', month: 'April', gross: '1', tds: '0' },
        { email: 'nisha@ytd.test', month: '2026-03', gross: '1', tds: '0' },
        { email: 'veer@ytd.test', month: '2026-09', gross: '1', tds: '0' },
        { email: 'nisha@ytd.test', month: '2026-04', gross: '-5', tds: '0' },
        { email: 'nisha@ytd.test', month: '2026-05', gross: '100', tds: '200' },
        { email: 'nisha@ytd.test', month: '2026-06', gross: '=1+1', tds: '0', pf: '1.234' },
        { email: 'veer@ytd.test', month: '08/2026', gross: '10', tds: '0' },
        { email: 'veer@ytd.test', month: '2026-08', gross: '10', tds: '0' },
        { month: '2026-07', gross: '', tds: '0' },
      ]),
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ImportResult>();
    expect(body.problems.map((p) => [p.row, p.column, p.value, p.message])).toEqual([
      [2, 'email', 'nobody@ytd.test', K.unknownPerson],
      [3, 'month', 'April', K.month],
      [4, 'month', '2026-03', K.monthOutsideYear('2026-04', '2026-11')],
      [5, 'month', '2026-09', K.monthAtFirstSlip('2026-09')],
      [6, 'gross', '-5', K.amount],
      [7, 'tds', '200', K.tdsAboveGross],
      [8, 'gross', '=1+1', IMPORT_MESSAGES.formula],
      [8, 'gross', '', IMPORT_MESSAGES.required],
      [8, 'pf', '1.234', K.amount],
      [10, 'month', '2026-08', K.twice(9)],
      [11, 'email', '', K.person],
      [11, 'gross', '', IMPORT_MESSAGES.required],
    ]);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
    expect(await stored()).toEqual([]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]);
    expect((await post(png, false, 'application/octet-stream')).statusCode).toBe(415);
  });

  it('commits an XLSX file in one go, audited with its hash; the same file again changes nothing', async () => {
    const file = await xlsx(earlier);
    const dry = (await post(file, true, IMPORT_CONTENT_TYPES.xlsx)).json<ImportResult>();
    expect(dry).toMatchObject({ kind: 'year-to-date', rows: 6, created: 6, problems: [] });
    expect(await stored()).toEqual([]);
    const first = (await post(file, false, IMPORT_CONTENT_TYPES.xlsx)).json<ImportResult>();
    expect(first).toMatchObject({ created: 6, updated: 0, unchanged: 0 });
    const rows = await stored();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({
      userId: nisha.id,
      taxYear: 2026,
      grossPaise: 20_000_000,
      tdsPaise: 1_500_000,
    });
    const again = (await post(file, false, IMPORT_CONTENT_TYPES.xlsx)).json<ImportResult>();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 6 });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'tax.year_to_date_import'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ fileSha256: first.fileHash, created: 6 });
    // A corrected month is an update.
    const fixed = earlier.map((r, i) => (i === 0 ? { ...r, tds: '16000' } : r));
    expect((await post(csv(fixed), true)).json<ImportResult>()).toMatchObject({ updated: 1, unchanged: 5 });
  });

  it('is all or nothing: one bad row among good ones writes none of them', async () => {
    const mixed = [
      { email: 'veer@ytd.test', month: '2026-08', gross: '50000', tds: '0' },
      { email: 'veer@ytd.test', month: '2026-10', gross: '50000', tds: '0' },
    ];
    const res = (await post(csv(mixed), false)).json<ImportResult>();
    expect(res.problems).toHaveLength(1);
    expect((await stored()).filter((r) => r.userId === veer.id)).toEqual([]);
  });
});

describe('what the TDS projection counts', () => {
  it.each([
    // [label, earlier gross and TDS counted, October's TDS in rupees]
    ['without the earlier months: ₹12L from October to March is under the rebate', false, 0],
    // ₹24L - ₹75,000 = ₹23,25,000: ₹2,81,250 + 4% cess = ₹2,92,500; less ₹90,000 paid = ₹2,02,500 over six months.
    ['with ₹12L and ₹90,000 TDS before joining', true, 33_750],
  ])('%s', async (_label, counted, tds) => {
    const basis = await ctx.app.services.taxExtras.basisFor([nisha.id], 2026, '2026-10-01');
    expect(basis.get(nisha.id)?.previous).toEqual({ grossPaise: 120_000_000, tdsPaise: 9_000_000 });
    const october = pay({
      year: 2026,
      month: 10,
      grossRupees: 200_000,
      joinedOn: '2026-10-01',
      on: { tds: true },
      ...(counted ? { fySoFar: basis.get(nisha.id)!.previous! } : {}),
    });
    expect(amounts(october.deductions).TDS ?? 0).toBeCloseTo(tds, 0);
  });
});
