import type { LeaveTypeInfo } from '@hrms/shared';
import type { AttendanceService } from '../attendance/index.ts';

type LeaveAttendanceType = Parameters<AttendanceService['applyApprovedLeave']>[1]['type'];

/**
 * How an approved day of leave is recorded in attendance (issue 40, docs/leave.md "Leave types"). Attendance
 * keeps the spec's statuses, so stats, the register and payroll's paid/unpaid counting stay as they are:
 * - the spec's four: the type's own name, as before;
 * - a paid custom type: 'Paid Leave' (a half day of it too: half worked, half on paid leave);
 * - an unpaid custom type: 'Absent' (loss of pay), or 'Half Day' for a half day of it (half paid);
 * with the custom type's name carried beside the status.
 */
export function attendanceOfLeave(
  type: Pick<LeaveTypeInfo, 'name' | 'builtIn' | 'paid'> | undefined,
  leave: { type: string; halfDay: boolean },
): { status: LeaveAttendanceType; leaveType: string | null } {
  if (!type || type.builtIn) return { status: leave.type as LeaveAttendanceType, leaveType: null };
  if (type.paid) return { status: 'Paid Leave', leaveType: type.name };
  return { status: leave.halfDay ? 'Half Day' : 'Absent', leaveType: type.name };
}
