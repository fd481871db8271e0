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
