/*
 * Attendance's statuses, punch window and messages: plain values, no zod, so a screen
 * can show them without loading the schema library (the schemas are in schemas.ts).
 */
/** Every status an attendance row can hold (DB enum attendance_status). */
export const ATTENDANCE_STATUSES = [
  'Present',
  'Absent',
  'Sick Leave',
  'Paid Leave',
  'Short Leave',
  'Half Day',
  'Punched In',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** What the Mark dialog offers (spec section 4). */
export const MANUAL_MARK_STATUSES = [
  'Absent',
  'Sick Leave',
  'Paid Leave',
  'Short Leave',
  'Half Day',
] as const;
/** The API also accepts Present, so HR can correct a day when someone forgot to punch (docs/attendance.md). */
export const MANUAL_MARK_API_STATUSES = [...MANUAL_MARK_STATUSES, 'Present'] as const;
export type ManualMarkStatus = (typeof MANUAL_MARK_API_STATUSES)[number];

/** Leave types whose day still allows a punch (the person works part of the day). */
export const PARTIAL_DAY_LEAVE_STATUSES = ['Half Day', 'Short Leave'] as const;

/** Punch-in window in organisation time: from 09:00:00 up to, not including, 11:00:00. */
export const PUNCH_IN_START_HOUR = 9;
export const PUNCH_IN_END_HOUR = 11;

export const ATTENDANCE_MESSAGES = {
  punchInSuccess: 'Punched in successfully!',
  punchOutSuccess: 'Punched out successfully!',
  punchInFailed: 'Failed to punch in. Please try again.',
  punchOutFailed: 'Failed to punch out.',
  windowClosed: 'The punch-in window (9 AM - 11 AM) has closed.',
  windowNotOpen: 'The punch-in window (9 AM - 11 AM) has not opened yet.',
  weeklyOff: 'Today is a weekly off; punching is not needed.',
  alreadyPunchedIn: 'You have already punched in today.',
  alreadyMarked: 'Your attendance for today is already marked.',
  notPunchedIn: 'You have not punched in today.',
  alreadyPunchedOut: 'You have already punched out today.',
  markSuccess: 'Attendance marked successfully.',
  markFailed: 'Failed to mark attendance.',
  futureDate: 'Attendance cannot be marked for a future date.',
  employeeNotFound: 'Employee not found.',
  invalidMonth: 'Month must look like YYYY-MM.',
  invalidDate: 'Date must look like YYYY-MM-DD.',
  invalidStatus: 'Please choose a valid attendance status.',
  noRecords: 'No attendance records found.',
} as const;

/** Month stats cards (spec section 9). Counting rules: docs/attendance.md. */
export interface MonthStats {
  totalDays: number;
  present: number;
  absent: number;
  sickLeave: number;
  paidLeave: number;
  halfDay: number;
  shortLeave: number;
}
