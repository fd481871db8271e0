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
  'leave.opening_import',
  'tax.year_to_date_import',
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
  'settings.language',
  'org.department_create',
  'org.department_update',
  'org.department_delete',
  'org.designation_create',
  'org.designation_update',
  'org.designation_delete',
  'org.location_create',
  'org.location_update',
  'org.location_delete',
  'device.register',
  'device.map_pin',
  'device.settings',
  'device.review_held',
  'device.set_pin',
  'device.import',
  'device.import_mapping',
  'device.command',
  'device.cancel_command',
  'attendance.device_heal',
  'org.placement',
  'org.reports_handed_over',
  'exit.resign',
  'exit.withdraw',
  'exit.record',
  'exit.accept',
  'exit.left',
  'settlement.compute',
  'settlement.finalise',
  'exit.rehire',
  'settlement.adjustment',
  'settlement.paid',
  'settlement.pay-with-run',
  'settings.approvals',
  'approvals.delegate',
  'approvals.delegation_remove',
  'leave.manager_approve',
  'attendance.correction_manager_approve',
  'tax.regime_set',
  'tax.declaration_verify',
  'tax.window_set',
  'settings.lifecycle',
  'probation.set',
  'probation.confirm',
  'probation.extend',
  'letter.template_update',
  'letter.issue',
  'tax.rent_verify',
  'tax.previous_verify',
  'tax.deductor_set',
  'tax.form138_export',
  'tax.form130_bulk',
  'tax.form130_part_a',
  'settings.overtime',
  'overtime.approve',
  'overtime.reject',
  'on-duty.request',
  'on-duty.approve',
  'on-duty.reject',
  'on-duty.cancel',
  'claims.category',
  'claims.approve',
  'claims.forward',
  'claims.reject',
  'advances.record',
  'advances.approve',
  'advances.forward',
  'advances.reject',
  'advances.paid',
  'advances.adjust',
  'advances.bank-file',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
// The labels live beside (audit-labels.ts) so this file stays the lists and schemas.
export { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from './audit-labels.ts';

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
  'device',
  'exit',
  'settlement',
  'letter',
  'overtime_claim',
  'on_duty_request',
  'claim',
  'claim_category',
  'advance',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

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
