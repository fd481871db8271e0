import type { LightMyRequestResponse } from 'fastify';
import { MONTH_NAMES } from '@hrms/shared';
import { salaryRecords } from '../db/schema/index.ts';
import { putPayrollProfile } from './payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from './test-app.ts';

/**
 * The seeded tax year the tax forms' API tests share (issue 44, docs/tax-year.md): the clock on 15 March 2027
 * (tax year 2026-27); Admin, HR, Asha Rao (₹1,00,000 a month, PAN ABCDE1234F, old regime) with April 2026 -
 * February 2027 finalised at ₹4,550 TDS each, Ravi Das (₹60,000, no PAN) with May 2026 finalised.
 */
export interface SeededYear {
  ctx: TestContext;
  admin: TestUser;
  hr: TestUser;
  asha: TestUser;
  ravi: TestUser;
  call: (
    user: TestUser,
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  seedSlip: (
    user: TestUser,
    year: number,
    month: number,
    gross: number,
    tds: number,
    more?: object,
  ) => Promise<void>;
}

export const r = (rupees: number) => rupees * 100;

export async function seededTaxYear(): Promise<SeededYear> {
  const ctx = await createTestApp({ now: '2027-03-15T04:30:00.000Z' });
  /** A finalised slip as the payroll run stores it: ₹gross split 50% Basic, HRA half of Basic; its TDS and more lines. */
  async function seedSlip(
    user: TestUser,
    year: number,
    month: number,
    gross: number,
    tds: number,
    more: object = {},
  ) {
    const pay = {
      grossPaise: r(gross),
      netPaise: r(gross - tds),
      earnings: [
        { code: 'BASIC', name: 'Basic', paise: r(gross / 2) },
        { code: 'HRA', name: 'House Rent Allowance', paise: r(gross / 4) },
        { code: 'SPECIAL', name: 'Special Allowance', paise: r(gross / 4) },
      ],
      deductions: tds > 0 ? [{ code: 'TDS', name: 'Income Tax (TDS)', paise: r(tds) }] : [],
      employerContributions: [],
      ...more,
    };
    await ctx.db.insert(salaryRecords).values({
      userId: user.id,
      periodYear: year,
      periodMonth: month,
      month: `${MONTH_NAMES[month - 1]} ${year}`,
      amountPaise: r(gross - tds),
      baseSalaryPaise: r(gross),
      payBreakdown: pay,
      finalisedAt: new Date(),
      paidOn: `${year}-${String(month).padStart(2, '0')}-28`,
    });
  }
  const admin = await createUser(ctx, { role: 'Admin' });
  const hr = await createUser(ctx, { role: 'HR', baseSalaryPaise: r(80_000) });
  const asha = await createUser(ctx, {
    name: 'Asha Rao',
    baseSalaryPaise: r(100_000),
    joinedOn: '2025-01-01',
  });
  const ravi = await createUser(ctx, {
    name: 'Ravi Das',
    baseSalaryPaise: r(60_000),
    joinedOn: '2025-01-01',
  });
  await putPayrollProfile(ctx, admin, asha, { pan: 'ABCDE1234F', taxRegime: 'old' });
  // April 2026 - February 2027 finalised at ₹1,00,000 with ₹4,550 TDS each
  for (let i = 0; i < 11; i += 1)
    await seedSlip(asha, i < 9 ? 2026 : 2027, ((i + 3) % 12) + 1, 100_000, 4_550);
  await seedSlip(ravi, 2026, 5, 60_000, 0);
  const call = (user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  return { ctx, admin, hr, asha, ravi, call, seedSlip };
}
