import { PAYROLL_MESSAGES, paiseToRupees, type PayDivisor, type SalaryBreakdown } from '@hrms/shared';
import type { EarnedPay, PaidUnits } from './earned-pay.ts';
import type { LopDate, PayDays } from './lop-days.ts';
import type { ArrearsPaid, StructureUsed } from './arrears.ts';
import type { SplitPayInputs } from './pay-inputs.ts';

/**
 * A record's breakdown (issue 21, docs/payroll.md, "The breakdown"), pure, in integer paise; stored on the
 * record (salary_records.pay_breakdown) and sent in rupees (toWireBreakdown).
 *
 * Deductions are taken in this order, each capped at what is left of the gross so the net is never
 * negative: EPF_EE, ESI_EE, PT, TDS, then LOP_ADJ (the previous month's presumed days). A capped line
 * shows the amount actually deducted (TDS so far sums what was deducted). Recoveries from other modules
 * (pay-inputs.ts) come last and are taken whole or carried to the next month, never in part.
 */
export interface PayLinePaise {
  code: string;
  name: string;
  paise: number;
  /** How the figure was reached ('12% of Basic ₹15,000'), on statutory lines (issue 40); older records have none. */
  basis?: string;
}

export interface PayBreakdown {
  daysInMonth: number;
  divisorKind: PayDivisor;
  divisor: number;
  eligibleDays: number;
  paidDays: number;
  lopDays: number;
  lopDates: LopDate[];
  earnings: PayLinePaise[];
  deductions: PayLinePaise[];
  employerContributions: PayLinePaise[];
  grossPaise: number;
  totalDeductionsPaise: number;
  netPaise: number;
  attendanceUpTo: string | null;
  /** The month's full-month gross (day-weighted over revisions). */
  monthlyGrossPaise: number;
  ytd: { grossPaise: number; tdsPaise: number };
  /** The structure the month was computed from (arrears.ts); absent on payslips made before it was kept. */
  structure?: StructureUsed;
  /** Arrears of earlier finalised months paid on this payslip (also in earnings and gross); absent when none. */
  arrears?: ArrearsPaid[];
  /** Working days before the go-live date without a row, paid as present (issue 40); absent when none. */
  beforeGoLive?: { goLive: string; days: number };
  /** Reimbursements in the gross that are not income (pay-inputs.ts): left out of the year's taxable gross. */
  nonTaxablePaise?: number;
  /** Lines other modules gave this month, by their reference (pay-inputs.ts); absent when none. */
  inputs?: PaidInput[];
  /** Issue 43: a leaver's slip carrying only their full and final settlement (settled-slip.ts). */
  settled?: true;
}

/** One line another module gave (pay-inputs.ts): paid on this record, or carried to the next month. */
export interface PaidInput {
  ref: string;
  code: string;
  name: string;
  paise: number;
  carried: boolean;
}

export interface BreakdownInput {
  days: PayDays;
  units: PaidUnits;
  earned: EarnedPay;
  /** Statutory employee deductions in the order EPF_EE, ESI_EE, PT, TDS (zero lines are left out). */
  statutory: PayLinePaise[];
  employerContributions: PayLinePaise[];
  /** The previous month's presumed days that turned out unpaid, before the cap. */
  lopAdjustment: { month: string; duePaise: number } | null;
  attendanceUpTo: string | null;
  /** Tax year so far, this month excluded. */
  ytdBefore: { grossPaise: number; tdsPaise: number };
  /** Arrears of earlier months paid with this one: earning lines after the month's, in the gross. */
  arrears?: readonly ArrearsPaid[];
  structure?: StructureUsed;
  /** The organisation's go-live date, when set (the payslip's note names it). */
  goLive?: string | null;
  /** Lines from other modules (pay-inputs.ts): earnings after arrears, recoveries after LOP_ADJ. */
  inputs?: SplitPayInputs;
}

export const LOP_ADJ = 'LOP_ADJ';

export function buildBreakdown(input: BreakdownInput): PayBreakdown {
  const { days, units, earned } = input;
  const arrears = input.arrears ?? [];
  const inputs = input.inputs;
  const grossPaise =
    earned.grossPaise + arrears.reduce((sum, line) => sum + line.paise, 0) + (inputs?.grossPaise ?? 0);
  let left = grossPaise;
  const deductions: PayLinePaise[] = [];
  const take = (line: PayLinePaise) => {
    const paise = Math.min(Math.max(0, line.paise), left);
    left -= paise;
    if (paise > 0) deductions.push({ ...line, paise });
  };
  for (const line of input.statutory) take(line);
  if (input.lopAdjustment)
    take({
      code: LOP_ADJ,
      name: PAYROLL_MESSAGES.lossOfPayFor(input.lopAdjustment.month),
      paise: input.lopAdjustment.duePaise,
    });
  const paidInputs: PaidInput[] = (inputs?.earnings ?? []).map(({ ref, code, name, paise }) => ({
    ref,
    code,
    name,
    paise,
    carried: false,
  }));
  for (const line of inputs?.recoveries ?? []) {
    const fits = line.paise <= left;
    if (fits) {
      left -= line.paise;
      deductions.push({ code: line.code, name: line.name, paise: line.paise });
    }
    paidInputs.push({ ref: line.ref, code: line.code, name: line.name, paise: line.paise, carried: !fits });
  }
  const nonTaxablePaise = (inputs?.grossPaise ?? 0) - (inputs?.statutoryBasePaise ?? 0);
  const totalDeductionsPaise = grossPaise - left;
  const tds = deductions.find((line) => line.code === 'TDS')?.paise ?? 0;
  return {
    daysInMonth: days.daysInMonth,
    divisorKind: units.divisorKind,
    divisor: units.divisor,
    eligibleDays: days.eligibleDays,
    paidDays: days.paidQuarters / 4,
    lopDays: days.lopQuarters / 4,
    lopDates: days.lopDates,
    earnings: [...earned.earnings, ...arrears, ...(inputs?.earnings ?? [])].map(({ code, name, paise }) => ({
      code,
      name,
      paise,
    })),
    deductions,
    employerContributions: input.employerContributions.filter((line) => line.paise > 0),
    grossPaise,
    totalDeductionsPaise,
    netPaise: left,
    attendanceUpTo: input.attendanceUpTo,
    monthlyGrossPaise: earned.monthlyGrossPaise,
    ytd: {
      grossPaise: input.ytdBefore.grossPaise + grossPaise - nonTaxablePaise,
      tdsPaise: input.ytdBefore.tdsPaise + tds,
    },
    ...(input.structure ? { structure: input.structure } : {}),
    ...(arrears.length > 0 ? { arrears: [...arrears] } : {}),
    ...(input.goLive && days.paidBeforeGoLive.length > 0
      ? { beforeGoLive: { goLive: input.goLive, days: days.paidBeforeGoLive.length } }
      : {}),
    ...(nonTaxablePaise > 0 ? { nonTaxablePaise } : {}),
    ...(paidInputs.length > 0 ? { inputs: paidInputs } : {}),
  };
}

/** What LOP_ADJ took on this record (0 when none). */
export const lopAdjustmentPaise = (pay: PayBreakdown): number =>
  pay.deductions.find((line) => line.code === LOP_ADJ)?.paise ?? 0;

const wireLines = (lines: PayLinePaise[]) =>
  lines.map((line) => ({
    code: line.code,
    name: line.name,
    amount: paiseToRupees(line.paise),
    ...(line.basis ? { basis: line.basis } : {}),
  }));

export function toWireBreakdown(pay: PayBreakdown): SalaryBreakdown {
  return {
    daysInMonth: pay.daysInMonth,
    divisorKind: pay.divisorKind,
    divisor: pay.divisor,
    eligibleDays: pay.eligibleDays,
    paidDays: pay.paidDays,
    lopDays: pay.lopDays,
    lopDates: pay.lopDates,
    earnings: wireLines(pay.earnings),
    deductions: wireLines(pay.deductions),
    employerContributions: wireLines(pay.employerContributions),
    gross: paiseToRupees(pay.grossPaise),
    totalDeductions: paiseToRupees(pay.totalDeductionsPaise),
    net: paiseToRupees(pay.netPaise),
    attendanceUpTo: pay.attendanceUpTo,
    ...(pay.beforeGoLive ? { beforeGoLive: pay.beforeGoLive } : {}),
    ...(pay.inputs?.some((line) => line.carried)
      ? {
          carried: pay.inputs
            .filter((line) => line.carried)
            .map((line) => ({ code: line.code, name: line.name, amount: paiseToRupees(line.paise) })),
        }
      : {}),
    ytd: { gross: paiseToRupees(pay.ytd.grossPaise), tds: paiseToRupees(pay.ytd.tdsPaise) },
  };
}
