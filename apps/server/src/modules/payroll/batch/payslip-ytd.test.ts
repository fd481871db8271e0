import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPaiseIndian, IMPORT_CONTENT_TYPES, type ImportResult } from '@hrms/shared';
import { attendance, salaryRecords } from '../../../db/schema/index.ts';
import {
  putPayrollProfile,
  requestPayslips,
  usePayrollSettings,
} from '../../../test/payroll-fixtures.test-helper.ts';
import {
  bearer,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { payslipTexts } from '../payslip/pdf-text.test-helper.ts';

/*
 * The payslip's year-to-date with the imported months (issue 43, docs/lifecycle.md): Nisha and Ravi both join on
 * 1 October 2026 at ₹2,00,000 a month, TDS on, new regime. Nisha was paid ₹2,00,000 a month elsewhere from April
 * to September with ₹15,000 TDS each month (imported); Ravi has nothing imported and his slips count his own
 * months only, as before.
 */
const at = (date: string) => `${date}T04:30:00.000Z`; // 10:00 in Kolkata
const r = (rupees: number) => rupees * 100;

let ctx: TestContext;
let admin: TestUser;
let nisha: TestUser;
let ravi: TestUser;

async function markPresent(userId: string, from: string, to: string): Promise<void> {
  const rows = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0)
      rows.push({ userId, date: d.toISOString().slice(0, 10), status: 'Present', source: 'manual' });
  await ctx.db.insert(attendance).values(rows as never);
}

async function generate(month: string): Promise<void> {
  const res = await requestPayslips(ctx, admin, [nisha.id, ravi.id], month);
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
}

const recordOf = async (user: TestUser, month: number) =>
  (
    await ctx.db
      .select()
      .from(salaryRecords)
      .where(and(eq(salaryRecords.userId, user.id), eq(salaryRecords.periodMonth, month)))
  )[0]!;

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-11-02') });
  admin = await createUser(ctx, { role: 'Admin', email: 'admin@ytd-slip.test' });
  nisha = await createUser(ctx, {
    name: 'Nisha Slip',
    email: 'nisha@ytd-slip.test',
    joinedOn: '2026-10-01',
    baseSalaryPaise: r(200_000),
  });
  ravi = await createUser(ctx, {
    name: 'Ravi Slip',
    email: 'ravi@ytd-slip.test',
    joinedOn: '2026-10-01',
    baseSalaryPaise: r(200_000),
  });
  for (const [n, user] of [nisha, ravi].entries()) {
    await putPayrollProfile(ctx, admin, user, {
      pan: `ABCDE${1240 + n}F`,
      uan: `10020030041${n}`,
      esiNumber: null,
      workState: 'MH',
      gender: 'female',
      bankAccount: `12345678442${n}`,
      ifsc: 'HDFC0001234',
      taxRegime: 'new',
      pfOnFullWages: false,
    });
    await markPresent(user.id, '2026-10-01', '2026-11-30');
  }
  await usePayrollSettings(ctx, admin, { tds: true });
  const months = ['04', '05', '06', '07', '08', '09'];
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports/year-to-date?dryRun=false',
    headers: { ...bearer(admin), 'content-type': IMPORT_CONTENT_TYPES.csv },
    payload: Buffer.from(
      ['email,month,gross,tds', ...months.map((m) => `${nisha.email},2026-${m},200000,15000`)].join('\n'),
    ),
  });
  expect(res.json<ImportResult>()).toMatchObject({ created: 6, problems: [] });
  await generate('October 2026');
  ctx.clock.set(at('2026-12-03'));
  await generate('November 2026');
});
afterAll(() => ctx.close());

describe("the payslip's year-to-date counts the imported months", () => {
  it.each([
    // [who, month, the month's TDS, year-to-date gross, year-to-date TDS] in rupees.
    // October: ₹12L elsewhere + ₹2L here; TDS ₹33,750 (docs/lifecycle.md) + ₹90,000 deducted before.
    ['Nisha', 10, 33_750, 1_400_000, 123_750],
    ['Nisha', 11, 33_750, 1_600_000, 157_500],
    // Nothing imported: ₹12L from October to March is under the rebate; his own months only.
    ['Ravi', 10, 0, 200_000, 0],
    ['Ravi', 11, 0, 400_000, 0],
  ])('%s, month %i: TDS ₹%i, year to date ₹%i gross and ₹%i TDS', async (who, month, tds, gross, ytdTds) => {
    const record = await recordOf(who === 'Nisha' ? nisha : ravi, month);
    const pay = record.payBreakdown as {
      grossPaise: number;
      deductions: { code: string; paise: number }[];
      ytd: { grossPaise: number; tdsPaise: number };
    };
    expect(pay.grossPaise).toBe(r(200_000));
    expect(pay.deductions.find((line) => line.code === 'TDS')?.paise ?? 0).toBe(r(tds));
    expect(pay.ytd).toEqual({ grossPaise: r(gross), tdsPaise: r(ytdTds) });
    // The PDF prints the same figures after "Year to date (2026-27):".
    const { texts } = await payslipTexts(await ctx.app.services.storage.read(record.slipKey!));
    expect(texts).toContain(formatPaiseIndian(r(gross)));
    expect(texts).toContain(formatPaiseIndian(r(ytdTds)));
  });
});
