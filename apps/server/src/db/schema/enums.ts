import { pgEnum } from 'drizzle-orm/pg-core';
import { ATTENDANCE_STATUSES, LEDGER_KINDS, ROLES } from '@hrms/shared';

export const roleEnum = pgEnum('role', ROLES);
export const leaveStatusEnum = pgEnum('leave_status', ['Pending', 'Approved', 'Rejected', 'Cancelled']);
/** The ledger's kinds of change (docs/leave.md). */
export const leaveLedgerKindEnum = pgEnum('leave_ledger_kind', LEDGER_KINDS);
export const taskStatusEnum = pgEnum('task_status', ['Pending', 'Completed']);
// The statuses the shared contract lists, so the column and the API cannot drift apart.
export const attendanceStatusEnum = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const documentKeyEnum = pgEnum('document_key', [
  'tenthMarksheet',
  'twelfthMarksheet',
  'resume',
  'panCardFront',
  'aadharCardFront',
  'aadharCardBack',
  'cancelledCheque',
]);
