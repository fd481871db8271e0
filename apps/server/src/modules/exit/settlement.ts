import { formatDateDMY, formatRupees, paiseToRupees } from '@hrms/shared';
import type { GratuityResult } from '../statutory/index.ts';

/**
 * The full and final settlement's lines (issue 43, docs/exit.md), pure, integer paise, each line with its rule.
 * Signed: + paid to the person, − recovered. The salary, encashment and gratuity figures come from the payroll
 * pay engine and the statutory engine; this file adds them up, prices the notice and caps recoveries.
 */
export interface SettlementLinePaise {
  code: string;
  name: string;
  paise: number;
  rule: string;
  /**
   * Paid lines: the part that is taxable income (final salary and notice pay whole, leave encashment above its
   * exemption, gratuity none), kept so a run paying the statement counts the year's taxable gross right.
   */
  taxablePaise?: number;
}

export interface SettlementInput {
  lastWorkingDay: string;
  finalMonth: { grossPaise: number; paidDays: number; label: string };
  /** Full-month gross and the payroll divisor of the exit month (notice pay). */
  monthlyGrossPaise: number;
  divisor: number;
  /** Monthly Basic + DA (leave encashment). */
  basicDaPaise: number;
  encashableDays: number;
  encashmentDivisor: number;
  gratuity: GratuityResult;
  /** Days the person's wish fell short of the notice (recovered unless waived). */
  shortfallDays: number;
  recoveryWaivedReason: string | null;
  /** Days the organisation released the person before the notice ended (paid). */
  releasedEarlyDays: number;
  adjustments: readonly { name: string; paise: number; reason: string }[];
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** `amount × numerator ÷ denominator`, to the nearest paisa (half up), on integers. */
export const share = (paise: number, numerator: number, denominator: number): number =>
  denominator <= 0 ? 0 : Math.floor((paise * numerator * 2 + denominator) / (denominator * 2));

export function settlementLines(input: SettlementInput): { lines: SettlementLinePaise[]; netPaise: number } {
  const lines: SettlementLinePaise[] = [];
  const salary = input.finalMonth.grossPaise;
  lines.push({
    code: 'SALARY',
    name: `Salary for ${input.finalMonth.label} up to ${formatDateDMY(input.lastWorkingDay)}`,
    paise: salary,
    rule: `${input.finalMonth.paidDays} paid day(s) of the month by the payroll divisor, loss of pay as on the payslip`,
  });
  const encashment = share(
    input.basicDaPaise,
    Math.round(input.encashableDays * 100),
    input.encashmentDivisor * 100,
  );
  if (input.encashableDays > 0)
    lines.push({
      code: 'LEAVE_ENCASHMENT',
      name: 'Leave encashment',
      paise: encashment,
      rule: `${input.encashableDays} encashable day(s) × Basic + DA ${rupees(input.basicDaPaise)} ÷ ${input.encashmentDivisor}`,
    });
  const g = input.gratuity;
  lines.push({
    code: 'GRATUITY',
    name: 'Gratuity',
    paise: g.paise,
    rule: g.eligible
      ? `${g.rule}${g.capped ? `; capped at ${rupees(g.ceilingPaise)}` : ''}`
      : `Not eligible: ${g.fullYears} year(s) ${g.extraDays} day(s) of service (${g.rule})`,
  });
  const perDay = (days: number) => share(input.monthlyGrossPaise, days, input.divisor);
  if (input.releasedEarlyDays > 0)
    lines.push({
      code: 'NOTICE_PAY',
      name: 'Notice pay (released early)',
      paise: perDay(input.releasedEarlyDays),
      rule: `Monthly gross ${rupees(input.monthlyGrossPaise)} ÷ ${input.divisor} × ${input.releasedEarlyDays} day(s)`,
    });
  if (input.shortfallDays > 0) {
    const due = perDay(input.shortfallDays);
    // Never more than the final month's pay: the salary plus this recovery stays at or above zero.
    const recovered = input.recoveryWaivedReason ? 0 : Math.min(due, salary);
    lines.push({
      code: 'NOTICE_RECOVERY',
      name: 'Notice pay recovery',
      paise: -recovered,
      rule: input.recoveryWaivedReason
        ? `Waived: ${input.recoveryWaivedReason}`
        : `Monthly gross ${rupees(input.monthlyGrossPaise)} ÷ ${input.divisor} × ${input.shortfallDays} day(s) short of notice${recovered < due ? `, limited to the final month’s salary (${rupees(due)} due)` : ''}`,
    });
  }
  for (const adjustment of input.adjustments)
    lines.push({
      code: 'ADJUSTMENT',
      name: adjustment.name,
      paise: adjustment.paise,
      rule: adjustment.reason,
    });
  return { lines, netPaise: lines.reduce((sum, line) => sum + line.paise, 0) };
}

/** The taxable part of the settlement beyond the final salary: notice pay and encashment above its exemption. */
export function otherTaxablePaise(
  lines: readonly SettlementLinePaise[],
  encashmentExemptPaise: number,
): number {
  const of = (code: string) => lines.filter((l) => l.code === code).reduce((sum, l) => sum + l.paise, 0);
  return of('NOTICE_PAY') + Math.max(0, of('LEAVE_ENCASHMENT') - encashmentExemptPaise);
}

/**
 * The exit month's statutory deductions (PF, ESI, PT, LWF, TDS), recovered after the lines that pay: each at most
 * what is left, so the statement never owes the person less than nothing because of them (as the payslip caps).
 */
export function withDeductions(
  result: { lines: SettlementLinePaise[]; netPaise: number },
  deductions: readonly { code: string; name: string; paise: number; basis?: string }[],
): { lines: SettlementLinePaise[]; netPaise: number } {
  const paid = result.lines.filter((l) => l.code !== 'ADJUSTMENT');
  const adjustments = result.lines.filter((l) => l.code === 'ADJUSTMENT');
  let left = paid.reduce((sum, l) => sum + l.paise, 0);
  const taken: SettlementLinePaise[] = [];
  for (const line of deductions) {
    const paise = Math.min(Math.max(0, line.paise), Math.max(0, left));
    left -= paise;
    if (paise > 0)
      taken.push({
        code: line.code,
        name: line.name,
        paise: -paise,
        rule: `${line.basis ?? 'As on the payslip'}${paise < line.paise ? `; limited to what the settlement pays (${rupees(line.paise)} due)` : ''}`,
      });
  }
  const lines = [...paid, ...taken, ...adjustments];
  return { lines, netPaise: lines.reduce((sum, l) => sum + l.paise, 0) };
}
