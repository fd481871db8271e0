import type { PayBreakdown, PaidInput } from './breakdown.ts';
import type { SettledLines } from './pay-inputs.ts';

export interface SettledSlipInput {
  daysInMonth: number;
  divisorKind: PayBreakdown['divisorKind'];
  divisor: number;
  /** The month's full-month gross (the record's base salary column), for reference only: nothing of it is paid. */
  monthlyGrossPaise: number;
  settled: SettledLines;
  /** Tax year so far, this month excluded. */
  ytdBefore: { grossPaise: number; tdsPaise: number };
}

/**
 * The slip of a leaver whose full and final settlement is paid with this run (issue 43, docs/exit.md "Paid with
 * the run"), pure: the statement's lines and nothing else. The exit month's salary is on the statement (its
 * SALARY line), and so are its PF, ESI, PT and TDS (computed once, on the statement, without a projection), so
 * the slip computes no structure pay and no statutory line of its own. Deductions are taken whole, in the
 * statement's order, never beyond what is left (a statement paid with a run never owes less than nothing).
 */
export function settledBreakdown(input: SettledSlipInput): PayBreakdown {
  const { payments, deductions: owed } = input.settled;
  const grossPaise = payments.reduce((sum, line) => sum + line.paise, 0);
  const taxablePaise = payments.reduce((sum, line) => sum + line.taxablePaise, 0);
  let left = grossPaise;
  const deductions: PayBreakdown['deductions'] = [];
  const inputs: PaidInput[] = payments.map(({ ref, code, name, paise }) => ({
    ref,
    code,
    name,
    paise,
    carried: false,
  }));
  for (const line of owed) {
    const paise = Math.min(line.paise, left);
    left -= paise;
    if (paise > 0) deductions.push({ code: line.code, name: line.name, paise });
    inputs.push({ ref: line.ref, code: line.code, name: line.name, paise, carried: false });
  }
  const tds = deductions.filter((line) => line.code === 'TDS').reduce((sum, line) => sum + line.paise, 0);
  const nonTaxablePaise = grossPaise - taxablePaise;
  return {
    daysInMonth: input.daysInMonth,
    divisorKind: input.divisorKind,
    divisor: input.divisor,
    eligibleDays: 0,
    paidDays: 0,
    lopDays: 0,
    lopDates: [],
    earnings: payments.map(({ code, name, paise }) => ({ code, name, paise })),
    deductions,
    employerContributions: [],
    grossPaise,
    totalDeductionsPaise: grossPaise - left,
    netPaise: left,
    attendanceUpTo: null,
    monthlyGrossPaise: input.monthlyGrossPaise,
    ytd: {
      grossPaise: input.ytdBefore.grossPaise + taxablePaise,
      tdsPaise: input.ytdBefore.tdsPaise + tds,
    },
    ...(nonTaxablePaise > 0 ? { nonTaxablePaise } : {}),
    ...(inputs.length > 0 ? { inputs } : {}),
    settled: true,
  };
}
