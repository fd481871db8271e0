import type { PayLinePaise } from './breakdown.ts';

/**
 * Lines other modules add to a person's month (issue 45: overtime, reimbursed claims, advances and their
 * recoveries), beside the pay the structure and attendance make. The owning module decides, when it approves
 * something, which payroll month it belongs to (never a finalised one), so its source answers the same lines
 * every time the month is computed: a preview, a payslip made again before finalising, the batch. Nothing is
 * written back: a record's stored breakdown says what was paid and what was carried (docs/payroll.md,
 * "Lines from other modules").
 */
export interface PayInputLine {
  /** Stable code on the payslip ('OVERTIME', 'REIMB', 'ADV_REC'); one source may give several lines. */
  code: string;
  /** The payslip's words: 'Overtime (6 h at 2x)', 'Travel reimbursement (claim CL-12)'. */
  name: string;
  /** Positive, in paise. */
  paise: number;
  /**
   * earning: in the gross and in the ESI, PT and TDS base (as arrears are), not in PF wages (overtime and the
   * like are not basic wages: EPF Act, 1952, s.2(b)(ii)).
   * reimbursement: in the gross paid, outside every statutory base (a reimbursement of expenses is not income).
   * recovery: a deduction taken after the statutory lines, whole or not at all: an instalment that does not fit in
   * what is left of the gross is carried to the next month, and the record says so (`carried`).
   * settled / settled-deduction (issue 43): a full and final settlement paid with the run. Its statement already
   * took the exit month's PF, ESI, PT and TDS, so a person with such lines gets a slip of those lines alone: no
   * structure pay, no statutory computation (pay/settled-slip.ts). `settled` pays (in the gross; `taxablePaise` of
   * it in the year's taxable gross), `settled-deduction` is a deduction the statement took, under its own code.
   */
  kind: 'earning' | 'reimbursement' | 'recovery' | 'settled' | 'settled-deduction';
  /** `settled` only: the part of `paise` that is taxable income (absent: all of it). */
  taxablePaise?: number;
  /** The owning module's reference (a claim's id, an instalment's id): kept on the record's breakdown. */
  ref: string;
}

/** Per person, the lines of the month `year`-`month`; people without any are left out. */
export type PayInputSource = (
  userIds: readonly string[],
  year: number,
  month: number,
) => Promise<Map<string, PayInputLine[]>>;

/** Several modules' sources as one (each answers for the whole chunk; lines keep the sources' order). */
export function combinePayInputs(sources: readonly PayInputSource[]): PayInputSource {
  return async (userIds, year, month) => {
    const answers = await Promise.all(sources.map((source) => source(userIds, year, month)));
    const merged = new Map<string, PayInputLine[]>();
    for (const answer of answers)
      for (const [userId, lines] of answer) merged.set(userId, [...(merged.get(userId) ?? []), ...lines]);
    return merged;
  };
}

type WithRef = PayLinePaise & { ref: string };

export interface SplitPayInputs {
  /** `earning` and `reimbursement` lines, in the sources' order. */
  earnings: WithRef[];
  /** Summed `earning` lines: added to the ESI, PT and TDS base. */
  statutoryBasePaise: number;
  /** Summed `earning` and `reimbursement` lines: added to the gross. */
  grossPaise: number;
  recoveries: WithRef[];
  /** A settlement paid with the run (issue 43): its lines, which replace the month's own pay; absent when none. */
  settled?: SettledLines;
}

export interface SettledLines {
  payments: (WithRef & { taxablePaise: number })[];
  deductions: WithRef[];
}

/** The lines sorted by what they do to the pay (pure). */
export function splitPayInputs(lines: readonly PayInputLine[]): SplitPayInputs {
  const earnings: WithRef[] = [];
  const recoveries: WithRef[] = [];
  let statutoryBasePaise = 0;
  let grossPaise = 0;
  const settled: SettledLines = { payments: [], deductions: [] };
  for (const line of lines) {
    const paise = Math.max(0, Math.round(line.paise));
    if (paise === 0) continue;
    if (line.kind === 'settled') {
      const taxablePaise = Math.min(paise, Math.max(0, Math.round(line.taxablePaise ?? paise)));
      settled.payments.push({ code: line.code, name: line.name, paise, ref: line.ref, taxablePaise });
      continue;
    }
    if (line.kind === 'settled-deduction') {
      settled.deductions.push({ code: line.code, name: line.name, paise, ref: line.ref });
      continue;
    }
    if (line.kind === 'recovery') {
      recoveries.push({ code: line.code, name: line.name, paise, ref: line.ref });
      continue;
    }
    earnings.push({ code: line.code, name: line.name, paise, ref: line.ref });
    grossPaise += paise;
    if (line.kind === 'earning') statutoryBasePaise += paise;
  }
  const anySettled = settled.payments.length > 0 || settled.deductions.length > 0;
  return { earnings, statutoryBasePaise, grossPaise, recoveries, ...(anySettled ? { settled } : {}) };
}
