import type { LeaveType } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { insertLedgerRows, ledgerOf } from './leave-policy.repository.ts';

/*
 * The leave ledger's side of compensatory off (issue 45, docs/overtime.md "Compensatory off"): the overtime
 * module decides credits and lapses, this writes them as ledger rows of the comp-off type (so the balance and
 * the leave request's check read them like any other) and answers the days taken of the type. Each row is keyed
 * by its claim (period keys are unique per person and type), so a retry never writes one twice.
 */

export interface CompOffEntry {
  userId: string;
  type: LeaveType;
  claimId: string;
  /** The credit's day worked, or the lapse's day (the day after the expiry). */
  date: string;
  days: number;
  reason: string;
  by: string | null;
  at: Date;
}

export const creditKey = (claimId: string) => `comp-off:${claimId}`;
export const lapseKey = (claimId: string) => `comp-off-lapse:${claimId}`;

export const CompOffLedger = {
  /** A credit: an adjustment of +days, keyed by its claim. */
  async credit(tx: Queryable, entry: CompOffEntry): Promise<void> {
    const { claimId, by, ...row } = entry;
    await insertLedgerRows(tx, [
      { ...row, kind: 'adjustment', periodKey: creditKey(claimId), createdBy: by },
    ]);
  },

  /** What is left of expired credits lapses: -days each, keyed by its claim. Answers the rows written. */
  async lapse(tx: Queryable, entries: readonly CompOffEntry[]): Promise<number> {
    const rows = entries
      .filter((e) => e.days > 0)
      .map(({ claimId, by, days, ...row }) => ({
        ...row,
        days: -days,
        kind: 'lapse' as const,
        periodKey: lapseKey(claimId),
        createdBy: by,
      }));
    return rows.length === 0 ? 0 : (await insertLedgerRows(tx, rows)).length;
  },

  /** The days taken of the type, by leave and date (taken less reversed), each a use on that date. */
  async uses(db: Queryable, userId: string, type: LeaveType): Promise<{ on: string; days: number }[]> {
    const net = new Map<string, { on: string; days: number }>();
    for (const row of await ledgerOf(db, userId, { types: [type] })) {
      if (row.kind !== 'taken' && row.kind !== 'reversed') continue;
      const key = `${row.leaveId ?? row.id}|${row.date}`;
      const entry = net.get(key) ?? { on: row.date, days: 0 };
      entry.days -= row.days;
      net.set(key, entry);
    }
    return [...net.values()].filter((u) => u.days > 0);
  },
};
