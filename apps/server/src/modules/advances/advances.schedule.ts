import { ADVANCE_MESSAGES as M, paiseToRupees, type InstalmentStatus } from '@hrms/shared';

/*
 * Recovery schedules of advances and loans (issue 45, docs/claims.md), pure and on integer paise. Whether an
 * instalment was recovered is never stored: it is read from the finalised payslips' breakdowns
 * (`inputs[].ref` = 'adv:<instalment id>', taken or `carried`), so a reopened and regenerated month can never
 * disagree with the schedule.
 */

export interface YearMonth {
  year: number;
  month: number;
}
const index = (m: YearMonth) => m.year * 12 + m.month;
const fromIndex = (i: number): YearMonth => {
  const month = ((i - 1) % 12) + 1;
  return { year: (i - month) / 12, month };
};
export const addMonths = (m: YearMonth, n: number): YearMonth => fromIndex(index(m) + n);
export const before = (a: YearMonth, b: YearMonth) => index(a) < index(b);

/**
 * `count` monthly instalments summing exactly to `amountPaise`: whole rupees each, the last one taking the rest
 * (₹10,000 over 3: ₹3,333, ₹3,333, ₹3,334). Below a rupee an instalment, paise are split the same way.
 */
export function splitInstalments(amountPaise: number, count: number): number[] {
  const n = Math.max(1, Math.min(count, amountPaise));
  let base = Math.floor(amountPaise / n / 100) * 100;
  if (base === 0) base = Math.floor(amountPaise / n);
  return Array.from({ length: n }, (_v, i) => (i === n - 1 ? amountPaise - base * (n - 1) : base));
}

export interface InstalmentFacts {
  id: string;
  advanceId: string;
  dueYear: number;
  dueMonth: number;
  amountPaise: number;
  waived: boolean;
}

/** What the finalised payslips say about one instalment's ref: the months it was taken in or carried from. */
export interface PaidFacts {
  taken: YearMonth | null;
  carriedFrom: YearMonth[];
}

export function statusOf(instalment: InstalmentFacts, paid: PaidFacts | undefined): InstalmentStatus {
  if (paid?.taken) return 'recovered';
  if (instalment.waived) return 'waived';
  return paid && paid.carriedFrom.length > 0 ? 'carried' : 'due';
}

export interface AdvanceFacts {
  id: string;
  kind: string;
  amountPaise: number;
}

export interface RecoveryLine {
  code: 'ADV_REC';
  name: string;
  paise: number;
  kind: 'recovery';
  ref: string;
}

/**
 * The recovery lines of `month` for one advance: every instalment due by then that is neither waived nor taken
 * on a finalised payslip of an earlier month (a carried one is due again). Each line names what is left after it.
 */
export function recoveryLines(
  advance: AdvanceFacts,
  instalments: readonly InstalmentFacts[],
  paid: ReadonlyMap<string, PaidFacts>,
  month: YearMonth,
): RecoveryLine[] {
  const takenBefore = (i: InstalmentFacts) => {
    const taken = paid.get(i.id)?.taken;
    return taken !== null && taken !== undefined && before(taken, month);
  };
  let left =
    advance.amountPaise -
    instalments.filter((i) => takenBefore(i) || i.waived).reduce((sum, i) => sum + i.amountPaise, 0);
  const lines: RecoveryLine[] = [];
  for (const i of instalments) {
    if (i.waived || takenBefore(i) || before(month, { year: i.dueYear, month: i.dueMonth })) continue;
    left -= i.amountPaise;
    lines.push({
      code: 'ADV_REC',
      name: M.recoveryLine(advance.kind, paiseToRupees(Math.max(0, left))),
      paise: i.amountPaise,
      kind: 'recovery',
      ref: `adv:${i.id}`,
    });
  }
  return lines;
}

/** Recovered, waived and outstanding paise of an advance, as the finalised payslips stand. */
export function balanceOf(
  advance: AdvanceFacts,
  instalments: readonly InstalmentFacts[],
  paid: ReadonlyMap<string, PaidFacts>,
) {
  const recovered = instalments.filter((i) => paid.get(i.id)?.taken).reduce((s, i) => s + i.amountPaise, 0);
  const waived = instalments
    .filter((i) => i.waived && !paid.get(i.id)?.taken)
    .reduce((s, i) => s + i.amountPaise, 0);
  return { recovered, waived, outstanding: advance.amountPaise - recovered - waived };
}

/** Builds the paid facts from the finalised payslips' `inputs` rows (ref 'adv:<id>'). */
export function paidFactsOf(rows: readonly { ref: string; carried: boolean; year: number; month: number }[]) {
  const facts = new Map<string, PaidFacts>();
  for (const row of rows) {
    const id = row.ref.slice('adv:'.length);
    const f = facts.get(id) ?? { taken: null, carriedFrom: [] };
    if (row.carried) f.carriedFrom.push({ year: row.year, month: row.month });
    else f.taken = { year: row.year, month: row.month };
    facts.set(id, f);
  }
  return facts;
}

/** The month after `m`. */
export const addOne = (m: YearMonth): YearMonth =>
  m.month === 12 ? { year: m.year + 1, month: 1 } : { year: m.year, month: m.month + 1 };
