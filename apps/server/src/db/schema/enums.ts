import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['Admin', 'HR', 'Employee']);
export const leaveTypeEnum = pgEnum('leave_type', ['Sick Leave', 'Paid Leave', 'Short Leave', 'Half Day']);
export const leaveStatusEnum = pgEnum('leave_status', ['Pending', 'Approved', 'Rejected']);
export const taskStatusEnum = pgEnum('task_status', ['Pending', 'Completed']);
export const attendanceStatusEnum = pgEnum('attendance_status', [
  'Present',
  'Absent',
  'Sick Leave',
  'Paid Leave',
  'Short Leave',
  'Half Day',
  'Punched In',
]);
export const documentKeyEnum = pgEnum('document_key', [
  'tenthMarksheet',
  'twelfthMarksheet',
  'resume',
  'panCardFront',
  'aadharCardFront',
  'aadharCardBack',
  'cancelledCheque',
]);
