import type { Queryable } from '../../db/client.ts';
import { leaveDaysAmong, releaseOnDutyDays, upsertOnDutyDays } from './on-duty-days.repository.ts';

/**
 * What attendance offers the on-duty module (issue 45): the approved days written in the caller's transaction
 * (the caller announces them after its commit), released when an approval is cancelled, and the days of approved
 * leave a request would overlap.
 */
export const onDutyDays = {
  write: (
    tx: Queryable,
    day: { userId: string; dates: readonly string[]; mode: string; approvedBy: string; at: Date },
  ) => upsertOnDutyDays(tx, day.userId, day.dates, day.mode, day.approvedBy, day.at),
  leaveAmong: (db: Queryable, userId: string, dates: readonly string[]) => leaveDaysAmong(db, userId, dates),
  /** A cancelled approval's days, in the caller's transaction (announced by the caller after its commit). */
  release: (tx: Queryable, day: { userId: string; dates: readonly string[]; at: Date }) =>
    releaseOnDutyDays(tx, day.userId, day.dates, day.at),
};
