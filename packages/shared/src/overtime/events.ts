import type { ServerEventSchemas } from '../realtime.ts';
import { onDutyRequestSchema } from './on-duty.ts';
import { overtimeClaimSchema } from './schemas.ts';

/**
 * Deciders hear of a new on-duty / work-from-home request; the person (and HR) hear of each decision of it and of
 * their overtime and comp-off claims (docs/overtime.md "Who hears").
 */
export const OVERTIME_EVENTS = {
  on_duty_requested: onDutyRequestSchema,
  on_duty_decided: onDutyRequestSchema,
  overtime_decided: overtimeClaimSchema,
} as const satisfies ServerEventSchemas;
