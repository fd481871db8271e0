import type { AttendanceUpdatedPayload } from '@hrms/shared';
import { STAFF_ROLES, type Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';

/**
 * Who hears that attendance days changed, after the commit: Admin and HR always, and the person when
 * they are an Employee acting themselves (their other tabs refresh). One notice may name many people:
 * a batch of punch-ins is one notice to staff, not one per person (docs/performance.md).
 */
export function announceAttendanceChanged(
  realtime: Realtime,
  payload: AttendanceUpdatedPayload,
  actor?: Caller,
): void {
  realtime.emitToRoles(STAFF_ROLES, 'attendance_updated', payload);
  announceToActor(realtime, payload, actor);
}

/** The acting Employee's own notice (staff hear of their own changes through their role's room). */
export function announceToActor(realtime: Realtime, payload: AttendanceUpdatedPayload, actor?: Caller): void {
  if (actor && !STAFF_ROLES.includes(actor.role))
    realtime.emitToUser(actor.id, 'attendance_updated', payload);
}
