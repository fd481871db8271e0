import { z } from 'zod';
import { roleSchema } from './auth.ts';

/** What an audit entry records (issue 9): every change made by HR or Admin, plus password changes. */
export const AUDIT_ACTIONS = [
  'employee.create',
  'employee.update',
  'employee.delete',
  'leave.approve',
  'leave.reject',
  'attendance.manual_mark',
  'attendance.correct',
  'attendance.correction_reject',
  'settings.correction_limits',
  'attendance.bulk_mark',
  'attendance.import',
  'people.import',
  'settings.go_live',
  'salary.generate',
  'document.grant_reupload',
  'task.create',
  'task.update',
  'task.delete',
  'notification.send',
  'account.password_change',
  'account.password_reset',
  'account.password_reset_requested',
  'account.password_reset_by_link',
  'workweek.update',
  'shift.create',
  'shift.update',
  'shift.delete',
  'shift.assign',
  'holiday.create',
  'holiday.update',
  'holiday.delete',
  'settings.punch-places',
  'settings.payroll',
  'payroll.profile_update',
  'salary.revise',
  'leave.cancel',
  'leave.adjust',
  'leave.opening_balances',
  'leave_policy.update',
  'leave_type.create',
  'leave_type.update',
  'leave_type.archive',
  'payroll.reopen',
  'payroll.mark_paid',
  'payroll.download',
  'account.two_step_on',
  'account.two_step_off',
  'account.two_step_turned_off_by_admin',
  'account.recovery_codes_renewed',
  'settings.two_step',
  'payroll.profile_reveal',
  'privacy.data_export',
  'privacy.erase',
  'settings.privacy',
  'document.open',
  'person.details_read',
  'settings.organisation',
  'org.department_create',
  'org.department_update',
  'org.department_delete',
  'org.designation_create',
  'org.designation_update',
  'org.designation_delete',
  'org.location_create',
  'org.location_update',
  'org.location_delete',
  'org.placement',
  'org.reports_handed_over',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'employee.create': 'Added employee',
  'employee.update': 'Updated employee',
  'employee.delete': 'Deleted employee',
  'leave.approve': 'Approved leave',
  'leave.reject': 'Rejected leave',
  'attendance.manual_mark': 'Marked attendance',
  'attendance.correct': 'Approved attendance correction',
  'attendance.correction_reject': 'Rejected attendance correction',
  'settings.correction_limits': 'Changed correction limits',
  'attendance.bulk_mark': 'Marked attendance in bulk',
  'attendance.import': 'Imported attendance',
  'people.import': 'Imported people',
  'settings.go_live': 'Changed the go-live date',
  'salary.generate': 'Generated salary slips',
  'document.grant_reupload': 'Granted re-upload',
  'task.create': 'Created task',
  'task.update': 'Updated task',
  'task.delete': 'Deleted task',
  'notification.send': 'Sent notification',
  'account.password_change': 'Changed own password',
  'account.password_reset': 'Reset password',
  'account.password_reset_requested': 'Asked for a password reset link',
  'account.password_reset_by_link': 'Set a new password by e-mail link',
  'workweek.update': 'Changed the work week',
  'shift.create': 'Created shift',
  'shift.update': 'Updated shift',
  'shift.delete': 'Deleted shift',
  'shift.assign': 'Assigned shift',
  'holiday.create': 'Added holiday',
  'holiday.update': 'Updated holiday',
  'holiday.delete': 'Deleted holiday',
  'settings.punch-places': 'Changed punch places',
  'settings.payroll': 'Changed payroll settings',
  'payroll.profile_update': 'Updated payroll profile',
  'salary.revise': 'Revised salary',
  'leave.cancel': 'Cancelled leave',
  'leave.adjust': 'Adjusted leave balance',
  'leave.opening_balances': 'Set opening leave balances',
  'leave_policy.update': 'Changed leave policies',
  'leave_type.create': 'Added leave type',
  'leave_type.update': 'Changed leave type',
  'leave_type.archive': 'Retired or restored leave type',
  'payroll.reopen': 'Reopened payroll',
  'payroll.mark_paid': 'Marked salaries paid',
  'payroll.download': 'Downloaded payroll file',
  'account.two_step_on': 'Turned on two-step sign-in',
  'account.two_step_off': 'Turned off two-step sign-in',
  'account.two_step_turned_off_by_admin': "Turned off a person's two-step sign-in",
  'account.recovery_codes_renewed': 'Renewed recovery codes',
  'settings.two_step': 'Changed the two-step sign-in requirement',
  'payroll.profile_reveal': 'Revealed an identity number',
  'privacy.data_export': 'Exported personal data',
  'privacy.erase': 'Erased personal data',
  'settings.privacy': 'Changed privacy settings',
  'document.open': 'Opened a document',
  'person.details_read': "Viewed a person's details",
  'settings.organisation': 'Changed the organisation profile',
  'org.department_create': 'Added a department',
  'org.department_update': 'Changed a department',
  'org.department_delete': 'Deleted a department',
  'org.designation_create': 'Added a designation',
  'org.designation_update': 'Changed a designation',
  'org.designation_delete': 'Deleted a designation',
  'org.location_create': 'Added a location',
  'org.location_update': 'Changed a location',
  'org.location_delete': 'Deleted a location',
  'org.placement': "Changed a person's department, designation, location or manager",
  'org.reports_handed_over': "Moved a departing manager's reports to their manager",
};

export const AUDIT_ENTITY_TYPES = [
  'employee',
  'leave',
  'attendance',
  'salary_batch',
  'document',
  'task',
  'notification',
  'account',
  'shift',
  'work_week',
  'holiday',
  'settings',
  'leave_balance',
  'leave_policy',
  'payroll_run',
  'department',
  'designation',
  'location',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  employee: 'Employee',
  leave: 'Leave request',
  attendance: 'Attendance',
  salary_batch: 'Salary batch',
  document: 'Document',
  task: 'Task',
  notification: 'Notification',
  account: 'Account',
  shift: 'Shift',
  work_week: 'Work week',
  holiday: 'Holiday',
  settings: 'Settings',
  leave_balance: 'Leave balance',
  leave_policy: 'Leave policy',
  payroll_run: 'Payroll run',
  department: 'Department',
  designation: 'Designation',
  location: 'Location',
};

export const AUDIT_MESSAGES = {
  invalidRange: 'The start date cannot be after the end date.',
  loadFailed: 'Failed to load the audit log.',
  empty: 'No audit entries match these filters.',
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates must be YYYY-MM-DD.' });

/** GET /api/audit query: every filter optional; from/to are business dates in ORG_TIMEZONE, inclusive. */
export const auditQuerySchema = z.object({
  actorId: z.uuid({ error: 'Unknown person.' }).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const snapshotSchema = z.record(z.string(), z.unknown()).nullable();

/** The person who made a change, as the entry recorded them (they may since have been renamed or deleted). */
export const auditActorSchema = z.object({ _id: z.string(), name: z.string(), role: roleSchema });

/**
 * GET /api/audit/actors: everyone who appears in the log, once each, under the name and role of their latest
 * entry, sorted by name. Read from the log itself so people deleted since can still be chosen as a filter.
 */
export const auditActorListSchema = z.array(auditActorSchema);
export type AuditActorList = z.infer<typeof auditActorListSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** ISO instant. */
  at: z.string(),
  actor: auditActorSchema,
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  before: snapshotSchema,
  after: snapshotSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
