import { ADVANCE_MESSAGES as M } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { PayInputLine, PayInputSource } from '../payroll/index.ts';
import * as repo from './advances.repository.ts';
import { balanceOf, paidFactsOf, recoveryLines } from './advances.schedule.ts';

/**
 * Advances through payroll's seam (docs/payroll.md "Lines from other modules"). The payout of an advance paid
 * with the run is a `reimbursement` line: money lent is not income (no PF, ESI, PT or TDS on it), and the same
 * kind keeps it out of the year's taxable gross. Instalments are `recovery` lines, taken whole or carried.
 */
export function advancePayInputs(db: Database): PayInputSource {
  return async (userIds, year, month) => {
    const answer = new Map<string, PayInputLine[]>();
    const rows = await repo.approvedOf(db, userIds);
    if (rows.length === 0) return answer;
    const [instalments, paidRows] = await Promise.all([
      repo.instalmentsOf(
        db,
        rows.map((r) => r.id),
      ),
      repo.finalisedAdvanceInputs(db, [...new Set(rows.map((r) => r.userId))]),
    ]);
    const paid = paidFactsOf(paidRows);
    for (const row of [...rows].reverse()) {
      const lines: PayInputLine[] = [];
      if (row.disbursal === 'payroll' && row.disburseYear === year && row.disburseMonth === month)
        lines.push({
          code: 'ADVANCE',
          name: M.payoutLine(row.kind),
          paise: row.amountPaise,
          kind: 'reimbursement',
          ref: `adv-pay:${row.id}`,
        });
      lines.push(
        ...recoveryLines(
          row,
          instalments.filter((i) => i.advanceId === row.id),
          paid,
          { year, month },
        ),
      );
      if (lines.length > 0) answer.set(row.userId, [...(answer.get(row.userId) ?? []), ...lines]);
    }
    return answer;
  };
}

/**
 * What is still owed at exit (modules/exit's settlement, through its port): one negative adjustment line per
 * advance or loan with an outstanding balance.
 */
export function advanceOutstanding(db: Database) {
  return async (userId: string): Promise<{ name: string; paise: number; reason: string }[]> => {
    const rows = await repo.approvedOf(db, [userId]);
    if (rows.length === 0) return [];
    const instalments = await repo.instalmentsOf(
      db,
      rows.map((r) => r.id),
    );
    const paid = paidFactsOf(await repo.finalisedAdvanceInputs(db, [userId]));
    // A separate payment not made yet is not owed.
    return rows
      .filter((row) => row.disbursal !== 'separate' || row.paidOn)
      .flatMap((row) => {
        const own = instalments.filter((i) => i.advanceId === row.id);
        const { outstanding } = balanceOf(row, own, paid);
        const open = own.filter((i) => !i.waived && !paid.get(i.id)?.taken).length;
        return outstanding > 0
          ? [{ name: M.settlementLine(row.kind), paise: -outstanding, reason: M.settlementReason(open) }]
          : [];
      });
  };
}
