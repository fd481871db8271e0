import {
  ATTENDANCE_MESSAGES as M,
  FOUR_EYES_MESSAGES,
  isBusinessDate,
  type ManualMarkRequest,
} from '@hrms/shared';
import type { Caller } from '../../plugins/access.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { selfDecidedFlag } from '../four-eyes/index.ts';
import type { AttendanceDeps } from './attendance.service.ts';
import { attendanceUserExists, findAttendance } from './attendance.repository.ts';
import { upsertManualMark } from './attendance.writes.repository.ts';

type Row = Awaited<ReturnType<typeof upsertManualMark>>;

/**
 * HR's or an Admin's mark of one person's day (docs/attendance.md): not in the future, not one's own (four eyes),
 * not in a locked month; the before and after are audited in the same transaction. The caller announces it.
 */
export async function markManually(
  deps: AttendanceDeps,
  markedBy: Caller,
  input: ManualMarkRequest,
): Promise<Row> {
  const { db, orgTime } = deps;
  if (input.date > orgTime.today()) throw unprocessable(M.futureDate);
  if (!isBusinessDate(input.date)) throw unprocessable(M.invalidDate);
  if (!(await attendanceUserExists(db, input.employeeId))) throw notFound(M.employeeNotFound);
  const { employeeId, date, status } = input;
  const verdict = await deps.fourEyes.check(markedBy, employeeId, FOUR_EYES_MESSAGES.ownMark);
  await deps.payrollLocks?.assertOpen(employeeId, date, date);
  return db.transaction(async (tx) => {
    const before = await findAttendance(tx, employeeId, date);
    const after = await upsertManualMark(tx, employeeId, date, status, markedBy.id, orgTime.now());
    const snapshot = (r: { status: string; checkIn: Date | null; checkOut: Date | null }) => ({
      employeeId,
      date,
      status: r.status,
      checkIn: r.checkIn ? orgTime.parts(r.checkIn).time : null,
      checkOut: r.checkOut ? orgTime.parts(r.checkOut).time : null,
    });
    await deps.audit.record(tx, {
      actor: markedBy,
      action: 'attendance.manual_mark',
      entityType: 'attendance',
      entityId: `${employeeId}:${date}`,
      before: before ? snapshot(before) : null,
      after: { ...snapshot(after), ...selfDecidedFlag(verdict) },
    });
    return after;
  });
}
