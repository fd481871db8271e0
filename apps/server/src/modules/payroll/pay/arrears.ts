import { PAYROLL_MESSAGES, isoDay, type StructureTemplate } from '@hrms/shared';
import type { RevisionInForce } from '../../payroll-settings/index.ts';
import type { PayBreakdown, PayLinePaise } from './breakdown.ts';
import { earnedPay, grossSegments } from './earned-pay.ts';
import type { EpfResult } from '../../statutory/index.ts';
import type { StatutoryEngine } from './statutory-lines.ts';

/**
 * Arrears of a back-dated revision (issue 22, docs/payroll.md "Revisions and arrears"), pure. A finalised
 * month is never rewritten: the next generated payslip carries one earning line per month the revision
 * reaches, 'Arrears for {Month YYYY}', worth what the revised structure pays for that month with the SAME
 * paid days as its payslip minus what was paid for it (its payslip plus the arrears other payslips already paid),
 * component by component. Only a rise is paid; PF on it follows that month's ceiling (epfArrears).
 */

/** The structure a payslip was computed from: the gross before any revision and the template then. */
export interface StructureUsed {
  baseSalaryPaise: number;
  template: StructureTemplate;
}

/** One month's arrears paid on a payslip, kept in its breakdown (payBreakdown.arrears) so it is paid once. */
export interface ArrearsPaid {
  year: number;
  month: number;
  code: string;
  name: string;
  paise: number;
  /** Revised − paid per component (some may be negative); they add up to paise. */
  components: PayLinePaise[];
  /** PF wages and contributions on these arrears (all zero when PF is off). */
  pf: EpfResult;
}

/** An earlier finalised month of the person, as its record keeps it. */
export interface FinalisedMonth {
  year: number;
  month: number;
  label: string;
  /** The record's monthly gross: the structure of a payslip made before the snapshot existed. */
  baseSalaryPaise: number;
  pay: PayBreakdown;
}

/** What a person's other records say: finalised earlier months, and arrears already paid by month. */
export interface ArrearsSource {
  months: FinalisedMonth[];
  /** 'YYYY-MM' -> component code -> paise already paid as arrears on other payslips. */
  settled: Map<string, Map<string, number>>;
}

const ARREARS_CODE_PREFIX = 'ARREARS_';
const pad = (month: number) => String(month).padStart(2, '0');
const arrearsCode = (year: number, month: number) => `${ARREARS_CODE_PREFIX}${year}_${pad(month)}`;
export const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;

export const NO_PF: EpfResult = {
  epfWagesPaise: 0,
  epsWagesPaise: 0,
  edliWagesPaise: 0,
  employeePaise: 0,
  epsPaise: 0,
  employerEpfPaise: 0,
  edliPaise: 0,
};

export interface ArrearsInput {
  source: ArrearsSource | undefined;
  /** The person's revisions as they stand now, oldest first. */
  revisions: readonly RevisionInForce[];
  /** The organisation's template now: used only for payslips made before the snapshot existed. */
  template: StructureTemplate;
  pfEnabled: boolean;
  pfOnFullWages: boolean;
  engine: Pick<StatutoryEngine, 'epfArrears'> | null;
}

/** The arrears lines of a payslip, oldest month first; none without revisions. */
export function arrearsFor(input: ArrearsInput): ArrearsPaid[] {
  const { source, revisions } = input;
  if (!source || revisions.length === 0) return [];
  const lines: ArrearsPaid[] = [];
  for (const finalised of source.months) {
    const line = monthArrears(
      input,
      finalised,
      source.settled.get(monthKey(finalised.year, finalised.month)),
    );
    if (line) lines.push(line);
  }
  return lines;
}

function monthArrears(
  input: ArrearsInput,
  finalised: FinalisedMonth,
  settled: Map<string, number> | undefined,
): ArrearsPaid | null {
  const { year, month, pay } = finalised;
  const lastDay = isoDay(year, month, pay.daysInMonth);
  if (!input.revisions.some((revision) => revision.effectiveFrom <= lastDay)) return null;
  const used = pay.structure ?? { baseSalaryPaise: finalised.baseSalaryPaise, template: input.template };
  const segments = grossSegments({ year, month, ...used, revisions: input.revisions });
  const revised = earnedPay(segments, pay.daysInMonth, {
    divisorKind: pay.divisorKind,
    divisor: pay.divisor,
    paidQuarters: Math.round(pay.paidDays * 4),
  });
  const paid = new Map<string, number>();
  for (const line of pay.earnings)
    if (!line.code.startsWith(ARREARS_CODE_PREFIX)) paid.set(line.code, line.paise);
  for (const [code, paise] of settled ?? []) paid.set(code, (paid.get(code) ?? 0) + paise);
  const names = new Map(pay.earnings.map((line) => [line.code, line.name]));
  for (const line of revised.earnings) names.set(line.code, line.name);
  const revisedBy = new Map(revised.earnings.map((line) => [line.code, line.paise]));
  const components: PayLinePaise[] = [];
  for (const code of new Set([...revisedBy.keys(), ...paid.keys()])) {
    const paise = (revisedBy.get(code) ?? 0) - (paid.get(code) ?? 0);
    if (paise !== 0) components.push({ code, name: names.get(code) ?? code, paise });
  }
  const total = components.reduce((sum, line) => sum + line.paise, 0);
  if (total <= 0) return null;
  const pf =
    input.pfEnabled && input.engine
      ? input.engine.epfArrears({
          revisedPfWagesPaise: revisedBy.get('BASIC') ?? 0,
          paidPfWagesPaise: paid.get('BASIC') ?? 0,
          pfOnFullWages: input.pfOnFullWages,
          date: isoDay(year, month, 1),
        })
      : NO_PF;
  return {
    year,
    month,
    code: arrearsCode(year, month),
    name: PAYROLL_MESSAGES.arrearsFor(finalised.label),
    paise: total,
    components,
    pf,
  };
}

/** The PF of several months' arrears added up (one set of lines on the payslip). */
export function sumPf(lines: readonly ArrearsPaid[]): EpfResult | null {
  if (lines.length === 0) return null;
  const sum = { ...NO_PF };
  for (const line of lines)
    for (const field of Object.keys(sum) as (keyof EpfResult)[]) sum[field] += line.pf[field];
  return sum;
}
