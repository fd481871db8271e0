import type { Queryable } from '../../db/client.ts';
import { capFor, quarterOf } from './overtime-caps.ts';
import type { CapView } from './overtime.presenter.ts';
import { approvedMinutesBetween, type ClaimRow } from './overtime.repository.ts';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * For each pending claim, the quarter's cap and the hours its approval would bring the person to (approved
 * claims of the quarter plus this one): one statement for the whole list. Shown to the approver, never
 * enforced (docs/overtime.md "Quarterly caps").
 */
export async function capsFor(
  db: Queryable,
  state: string | null,
  rows: readonly ClaimRow[],
): Promise<Map<string, CapView>> {
  const pending = rows.filter((r) => r.status === 'Pending');
  const answer = new Map<string, CapView>();
  if (pending.length === 0) return answer;
  const quarters = pending.map((r) => quarterOf(r.date));
  const from = quarters.reduce((min, q) => (q.from < min ? q.from : min), quarters[0]!.from);
  const to = quarters.reduce((max, q) => (q.to > max ? q.to : max), quarters[0]!.to);
  const approved = await approvedMinutesBetween(db, [...new Set(pending.map((r) => r.userId))], from, to);
  pending.forEach((row, i) => {
    const q = quarters[i]!;
    const used = approved
      .filter((a) => a.userId === row.userId && a.date >= q.from && a.date <= q.to)
      .reduce((sum, a) => sum + a.minutes, 0);
    const cap = capFor(state, row.date);
    answer.set(row.id, {
      state: cap.state,
      capHours: cap.hours,
      usedHours: hours(used + row.claimedMinutes),
      source: cap.source,
    });
  });
  return answer;
}
