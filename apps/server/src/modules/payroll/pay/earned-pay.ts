import {
  SPECIAL,
  daysInMonth,
  effectiveTemplate,
  isoDay,
  splitStructure,
  type PayDivisor,
  type StructureLine,
  type StructureTemplate,
} from '@hrms/shared';
import { divideRoundHalfUp } from './salary-amount.ts';
import type { RevisionInForce } from '../../payroll-settings/index.ts';

/**
 * Earned pay (docs/payroll.md, "Earned pay"), pure. A month spanning a revision is prorated by calendar
 * days: each component's rate for the month is the day-weighted sum of the structures in force. Then
 *   earned component = rate x paid units / divisor,
 * in quarter days so everything stays an integer. Earned gross is rounded half up once (with the calendar
 * divisor and no revision this is exactly the pre-structure rule: base x payable days / days in month);
 * Basic, HRA and allowances are rounded down to the paisa and Special takes the remainder, so the earned
 * lines add to the earned gross exactly and Special is never negative.
 */
export interface GrossSegment {
  /** Days of the month this gross and template were in force. */
  days: number;
  grossPaise: number;
  template: StructureTemplate;
}

export interface PaidUnits {
  divisorKind: PayDivisor;
  /** The number the divisor stands for this month: days in month, 30, or the month's working days. */
  divisor: number;
  /** Paid quarter days against that divisor. */
  paidQuarters: number;
}

export interface DivisorInput {
  kind: PayDivisor;
  daysInMonth: number;
  /** Working days of the whole month (work calendar: not weekly off, not a public holiday). */
  workingDaysInMonth: number;
  /** Days of the month before joining, and how many of them were working days. */
  preJoinDays: number;
  preJoinWorkingDays: number;
  /** Unpaid quarter days on eligible days (lop-days.ts). */
  lopQuarters: number;
}

/**
 * Paid units under each divisor: calendar = days in month - days before joining - LOP; fixed 30 = 30 minus
 * the same unpaid days (a full month pays the gross whatever its length); working = the month's working
 * days minus working days before joining and LOP (weekly offs and holidays fall out of both sides).
 */
export function paidUnits(input: DivisorInput): PaidUnits {
  const clamp = (q: number) => Math.max(0, q);
  if (input.kind === 'fixed30')
    return {
      divisorKind: 'fixed30',
      divisor: 30,
      paidQuarters: clamp((30 - input.preJoinDays) * 4 - input.lopQuarters),
    };
  if (input.kind === 'working' && input.workingDaysInMonth > 0)
    return {
      divisorKind: 'working',
      divisor: input.workingDaysInMonth,
      paidQuarters: clamp((input.workingDaysInMonth - input.preJoinWorkingDays) * 4 - input.lopQuarters),
    };
  return {
    divisorKind: 'calendar',
    divisor: input.daysInMonth,
    paidQuarters: clamp((input.daysInMonth - input.preJoinDays) * 4 - input.lopQuarters),
  };
}

export interface EarnedPay {
  /** The month's full-month gross (day-weighted over revisions), rounded half up. */
  monthlyGrossPaise: number;
  earnings: StructureLine[];
  grossPaise: number;
}

/** Sums numerators per code in first-seen order, Special last. */
function weightedLines(segments: GrossSegment[]): { code: string; name: string; num: bigint }[] {
  const byCode = new Map<string, { code: string; name: string; num: bigint }>();
  for (const segment of segments)
    for (const line of splitStructure(segment.grossPaise, segment.template)) {
      const entry = byCode.get(line.code) ?? { code: line.code, name: line.name, num: 0n };
      entry.num += BigInt(line.paise) * BigInt(segment.days);
      byCode.set(line.code, entry);
    }
  const special = byCode.get(SPECIAL.code)!;
  byCode.delete(SPECIAL.code);
  return [...byCode.values(), special];
}

const grossNumerator = (segments: GrossSegment[]) =>
  segments.reduce((sum, s) => sum + BigInt(s.grossPaise) * BigInt(s.days), 0n);

/** The month's gross weighted by the days each revision was in force (what earnedPay reports as monthly). */
export function monthlyGrossOf(segments: GrossSegment[], daysInMonth: number): number {
  return Number(divideRoundHalfUp(grossNumerator(segments), BigInt(daysInMonth)));
}

export function earnedPay(segments: GrossSegment[], daysInMonth: number, units: PaidUnits): EarnedPay {
  const D = BigInt(daysInMonth);
  const grossNum = grossNumerator(segments);
  const lines = weightedLines(segments);
  const q = BigInt(units.paidQuarters);
  const denominator = D * BigInt(units.divisor) * 4n;
  const grossPaise = Number(divideRoundHalfUp(grossNum * q, denominator));
  const earnings: StructureLine[] = [];
  let others = 0;
  for (const line of lines.slice(0, -1)) {
    const paise = Number((line.num * q) / denominator);
    others += paise;
    earnings.push({ code: line.code, name: line.name, paise });
  }
  earnings.push({ ...SPECIAL, paise: grossPaise - others });
  return { monthlyGrossPaise: monthlyGrossOf(segments, daysInMonth), earnings, grossPaise };
}

/**
 * The month cut where revisions take effect: each part's days, gross and template. Days before the
 * person's first revision take baseSalary (the employee form's monthly gross) and the organisation's template.
 */
export function grossSegments(input: {
  year: number;
  month: number;
  baseSalaryPaise: number;
  template: StructureTemplate;
  /** The person's revisions, oldest first. */
  revisions: readonly RevisionInForce[];
}): GrossSegment[] {
  const total = daysInMonth(input.year, input.month);
  const segments: GrossSegment[] = [];
  let current = { grossPaise: input.baseSalaryPaise, template: input.template };
  let index = 0;
  let start = 1;
  const first = isoDay(input.year, input.month, 1);
  while (index < input.revisions.length && input.revisions[index]!.effectiveFrom <= first) {
    current = inForce(input.revisions[index]!, input.template);
    index += 1;
  }
  for (; index < input.revisions.length; index += 1) {
    const revision = input.revisions[index]!;
    const day = Number(revision.effectiveFrom.slice(8, 10));
    if (revision.effectiveFrom.slice(0, 7) !== first.slice(0, 7)) break;
    if (day > start) segments.push({ days: day - start, ...current });
    current = inForce(revision, input.template);
    start = day;
  }
  segments.push({ days: total - start + 1, ...current });
  return segments;
}

const inForce = (revision: RevisionInForce, template: StructureTemplate) => ({
  grossPaise: revision.grossPaise,
  template: effectiveTemplate(template, revision.override),
});

/** The gross in force on a day (baseSalary before the first revision). */
export function grossOn(
  date: string,
  baseSalaryPaise: number,
  revisions: readonly RevisionInForce[],
): number {
  let gross = baseSalaryPaise;
  for (const revision of revisions) if (revision.effectiveFrom <= date) gross = revision.grossPaise;
  return gross;
}
