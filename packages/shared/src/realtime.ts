import type { ZodType } from 'zod';

/** Event names of the realtime channel (spec section 4). */
export const SERVER_EVENTS = [
  'new_leave_request',
  'new_notification',
  'attendance_updated',
  'employee_added',
  'employee_updated',
  'employee_deleted',
  'new_salary_record',
  'absentees_marked',
  'leave_status_updated',
  'personal_task_update',
  'admin_task_created',
  'admin_task_updated',
  'admin_task_status_updated',
  'admin_task_deleted',
  'employee_details_updated',
  'reupload_access_granted',
  // Beyond the spec's list: batch progress to the Admin who started it (docs/payroll.md).
  'salary_batch_progress',
  // Issue 19: holidays, the work week or shifts changed (docs/work-calendar.md).
  'work_calendar_changed',
  // Issue 19: attendance corrections requested and decided (docs/attendance.md).
  'correction_requested',
  'correction_decided',
  // Issue 20: a leave balance changed without a status change (adjustment, accrual): docs/leave.md.
  'leave_balance_updated',
  // Issue 22: a payroll preview's progress, and a salary record marked paid (docs/payroll.md).
  'payroll_preview_progress',
  'salary_status_updated',
  // Issue 45: expense claims and salary advances submitted and decided (docs/claims.md).
  'claim_submitted',
  'claim_decided',
  'advance_requested',
  'advance_decided',
  // Issue 45: on-duty / work-from-home requests asked and decided, overtime and comp-off claims decided.
  'on_duty_requested',
  'on_duty_decided',
  'overtime_decided',
] as const;
export type ServerEventName = (typeof SERVER_EVENTS)[number];

/** A domain's payload schemas by event name (`<domain>/events.ts`), gathered in realtime-events.ts. */
export type ServerEventSchemas = { readonly [N in ServerEventName]?: ZodType };

/** Every event's payload schema (realtime-events.ts' SERVER_EVENT_SCHEMAS, which is total). */
export type AllServerEventSchemas = { readonly [N in ServerEventName]: ZodType };

/** Each event's payload type, from its schema. */
export type { ServerEventMap } from './realtime-events.ts';

/** The payload schemas, loaded when first needed so the schema library stays out of a screen's first download. */
export const loadServerEventSchemas = (): Promise<AllServerEventSchemas> =>
  import('./realtime-events.ts').then((module) => module.SERVER_EVENT_SCHEMAS);

export const CLIENT_EVENTS = { joinRoom: 'join_room' } as const;

/** Reconnection settings of spec section 9. */
export const REALTIME_CLIENT_OPTIONS = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  timeout: 20_000,
} as const;

export const userRoom = (userId: string): string => `user:${userId}`;
export const roleRoom = (role: string): string => `role:${role}`;
