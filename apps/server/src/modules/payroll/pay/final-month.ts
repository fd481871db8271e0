import { daysInMonth } from '@hrms/shared';
import type { PayBreakdown } from './breakdown.ts';
import { earnedPay, type EarnedPay } from './earned-pay.ts';

/**
 * The exit month's pay up to the last working day (issue 43, docs/exit.md "Salary for the final month"),
 * pure: the month as the payslip batch computes it (`pay`, with loss of pay as today), less the paid days after
 * the last working day, through the same earned-pay rule. Days after the last day are counted as the month's
 * divisor counts them: calendar days, up to 30 under the fixed-30 divisor, working days under the working one.
 */
export interface FinalMonthInput {
  pay: PayBreakdown;
  lastWorkingDay: string;
  /** Working days of the month after the last working day (the work calendar), for the working-days divisor. */
  workingDaysAfter: number;
}

export interface FinalMonthPay extends EarnedPay {
  paidDays: number;
  /** The divisor's days after the last working day that are no longer paid. */
  daysAfter: number;
}

export function finalMonthPay({ pay, lastWorkingDay, workingDaysAfter }: FinalMonthInput): FinalMonthPay {
  const year = Number(lastWorkingDay.slice(0, 4));
  const month = Number(lastWorkingDay.slice(5, 7));
  const day = Number(lastWorkingDay.slice(8, 10));
  const monthDays = daysInMonth(year, month);
  const daysAfter =
    pay.divisorKind === 'fixed30'
      ? day === monthDays
        ? 0
        : Math.max(0, 30 - day)
      : pay.divisorKind === 'working'
        ? workingDaysAfter
        : monthDays - day;
  // Loss-of-pay days after the last day were already unpaid: take away only what the month still paid.
  const unpaidAfter = pay.lopDates
    .filter((lop) => lop.date > lastWorkingDay)
    .reduce((sum, lop) => sum + lop.days * 4, 0);
  const paidQuarters = Math.max(0, Math.round(pay.paidDays * 4) - Math.max(0, daysAfter * 4 - unpaidAfter));
  const template = pay.structure?.template;
  if (!template) throw new Error('The month’s pay carries no structure.');
  const segments = [{ days: monthDays, grossPaise: pay.monthlyGrossPaise, template }];
  const earned = earnedPay(segments, monthDays, {
    divisorKind: pay.divisorKind,
    divisor: pay.divisor,
    paidQuarters,
  });
  return { ...earned, paidDays: paidQuarters / 4, daysAfter };
}
