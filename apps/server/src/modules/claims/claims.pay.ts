import { CLAIM_MESSAGES as M } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { PayInputLine, PayInputSource } from '../payroll/index.ts';
import { claimNumber } from './claims.presenter.ts';
import { finalisedMonthsFrom, payableClaims } from './claims.repository.ts';
import { nextOpenMonth } from './claims.rules.ts';

/**
 * Approved claims through payroll's seam (docs/payroll.md "Lines from other modules"): each claim paid in the
 * month it was assigned at approval, as a `reimbursement` (not income: outside PF, ESI, PT and TDS) or, for a
 * taxable category, an `earning` in the tax base. One statement per chunk.
 */
export function claimPayInputs(db: Database): PayInputSource {
  return async (userIds, year, month) => {
    const rows = await payableClaims(db, userIds, year, month);
    const answer = new Map<string, PayInputLine[]>();
    for (const row of rows) {
      const paise = Number(row.paise);
      if (paise <= 0) continue;
      const number = claimNumber(row.number);
      const line: PayInputLine = row.taxable
        ? {
            code: 'REIMB_TAX',
            name: M.taxablePayLine(number),
            paise,
            kind: 'earning',
            ref: `claim-tax:${row.claimId}`,
          }
        : {
            code: 'REIMB',
            name: M.payLine(number),
            paise,
            kind: 'reimbursement',
            ref: `claim:${row.claimId}`,
          };
      answer.set(row.userId, [...(answer.get(row.userId) ?? []), line]);
    }
    return answer;
  };
}

/**
 * The first payroll month from `from` on whose record is not finalised for the person: what an approval is paid
 * with (claims, advances), never a locked month.
 */
export async function openPayMonth(
  db: Queryable,
  userId: string,
  from: { year: number; month: number },
): Promise<{ year: number; month: number }> {
  return nextOpenMonth(from, await finalisedMonthsFrom(db, userId, from.year, from.month));
}
