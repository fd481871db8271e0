import type { z, ZodType } from 'zod';
import { DOCUMENT_EVENTS } from './documents/events.ts';
import { LEAVE_EVENTS } from './leave/events.ts';
import { PAYROLL_EVENTS } from './payroll/events.ts';
import { PAYROLL_RUN_EVENTS } from './payroll-runs/events.ts';
import { PEOPLE_EVENTS } from './people/events.ts';
import type { ServerEventName } from './realtime.ts';
import { TASK_EVENTS } from './tasks/events.ts';
import { ATTENDANCE_EVENTS } from './attendance/events.ts';
import { NOTIFICATION_EVENTS } from './notifications/events.ts';
import { WORK_CALENDAR_EVENTS } from './work-calendar/events.ts';
import { LEAVE_POLICY_EVENTS } from './leave-policy/events.ts';
import { CLAIM_EVENTS } from './claims/events.ts';
import { ADVANCE_EVENTS } from './advances/events.ts';
import { OVERTIME_EVENTS } from './overtime/events.ts';

/** Every event's payload schema: the server checks its emits against them in tests, the browser its arrivals. */
export const SERVER_EVENT_SCHEMAS = {
  ...LEAVE_EVENTS,
  ...TASK_EVENTS,
  ...PAYROLL_EVENTS,
  ...PAYROLL_RUN_EVENTS,
  ...PEOPLE_EVENTS,
  ...DOCUMENT_EVENTS,
  ...ATTENDANCE_EVENTS,
  ...NOTIFICATION_EVENTS,
  ...WORK_CALENDAR_EVENTS,
  ...LEAVE_POLICY_EVENTS,
  ...CLAIM_EVENTS,
  ...ADVANCE_EVENTS,
  ...OVERTIME_EVENTS,
} as const satisfies Record<ServerEventName, ZodType>;

type Typed = typeof SERVER_EVENT_SCHEMAS;

/** Each event's payload type: every event has a schema (the `satisfies` above refuses a missing one). */
export type ServerEventMap = {
  [N in ServerEventName]: z.output<Typed[N]>;
};
