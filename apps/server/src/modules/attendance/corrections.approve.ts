import type { CorrectionDay } from '@hrms/shared';
import type { Tx } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { findAttendance, type AttendanceRow } from './attendance.repository.ts';
import { correctDay, workedMinutesOf } from './corrections.day.ts';
import { decidePendingCorrection, upsertCorrectedDay, type CorrectionRow } from './corrections.repository.ts';

const ms = (instant: Date | null) => (instant ? instant.getTime() : null);
const instant = (epoch: number | null) => (epoch === null ? null : new Date(epoch));

/**
 * Approval, inside the caller's transaction: the day's row as it is now, merged with what was asked
 * (corrections.day.ts); the request claimed (false: someone else decided first); the row written as
 * corrected; the audit entry with the row before and after. A day that changed so the correction no
 * longer fits (a check-out before the check-in now recorded) is refused with 409 and nothing changes.
 */
export async function approveInTransaction(
  tx: Tx,
  deps: { audit: AuditService; orgTime: OrgTime },
  approver: Caller,
  request: CorrectionRow,
  /**
   * Four-eyes (issue 39): `{ selfDecided: 'self-approved, no other approver' }` for a sole approver's own;
   * issue 42: `{ override: true }` for HR or Admin deciding over a manager.
   */
  flag: { selfDecided?: string; override?: boolean } = {},
  /** Issue 42: only while the request is still at this approval step. */
  step?: number,
): Promise<boolean> {
  const { userId, date } = request;
  const existing = await findAttendance(tx, userId, date);
  const merged = correctDay(
    existing
      ? { checkIn: ms(existing.checkIn), checkOut: ms(existing.checkOut), status: existing.status }
      : undefined,
    { checkIn: ms(request.checkIn), checkOut: ms(request.checkOut), status: request.status },
  );
  if (!merged.ok) throw conflict(merged.message);
  const now = deps.orgTime.now();
  const day = (row: Pick<AttendanceRow, 'checkIn' | 'checkOut' | 'status'>): CorrectionDay => ({
    checkIn: row.checkIn ? deps.orgTime.parts(row.checkIn).time : '--',
    checkOut: row.checkOut ? deps.orgTime.parts(row.checkOut).time : '--',
    status: row.status,
  });
  const before = existing ? day(existing) : null;
  const claimed = await decidePendingCorrection(
    tx,
    request.id,
    {
      state: 'Approved',
      decidedBy: approver.id,
      decidedAt: now,
      decisionReason: null,
      before,
      override: flag.override === true,
    },
    step,
  );
  if (!claimed) return false;
  const checkIn = instant(merged.day.checkIn);
  const checkOut = instant(merged.day.checkOut);
  const after = await upsertCorrectedDay(tx, {
    userId,
    date,
    checkIn,
    checkOut,
    status: merged.day.status,
    workedMinutes: workedMinutesOf(checkIn, checkOut),
    // An approved check-in is the day's accepted time: it is not counted late.
    late: request.checkIn ? false : (existing?.late ?? false),
    markedBy: approver.id,
    at: now,
  });
  await deps.audit.record(tx, {
    actor: approver,
    action: 'attendance.correct',
    entityType: 'attendance',
    entityId: `${userId}:${date}`,
    before: before ? { employeeId: userId, date, ...before } : null,
    after: { employeeId: userId, date, ...day(after), corrected: true, correctionId: request.id, ...flag },
  });
  return true;
}

/** Rejection, inside the caller's transaction: the request claimed and the audit entry; the day is untouched. */
export async function rejectInTransaction(
  tx: Tx,
  deps: { audit: AuditService; orgTime: OrgTime },
  approver: Caller,
  request: CorrectionRow,
  decisionReason: string,
  flag: { selfDecided?: string; override?: boolean },
  step: number,
): Promise<boolean> {
  const row = await decidePendingCorrection(
    tx,
    request.id,
    {
      state: 'Rejected',
      decidedBy: approver.id,
      decidedAt: deps.orgTime.now(),
      decisionReason,
      before: null,
      override: flag.override === true,
    },
    step,
  );
  if (!row) return false;
  const who = { employeeId: request.userId, date: request.date };
  await deps.audit.record(tx, {
    actor: approver,
    action: 'attendance.correction_reject',
    entityType: 'attendance',
    entityId: `${request.userId}:${request.date}`,
    before: { ...who, state: 'Pending' },
    after: { ...who, state: 'Rejected', decisionReason, ...flag },
  });
  return true;
}
