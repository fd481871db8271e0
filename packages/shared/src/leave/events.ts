import type { ServerEventSchemas } from '../realtime.ts';
import { leaveRequestSchema } from './schemas.ts';

/** Approvers hear of new requests; the applicant hears of the decision (docs/realtime.md). */
export const LEAVE_EVENTS = {
  new_leave_request: leaveRequestSchema,
  leave_status_updated: leaveRequestSchema,
} as const satisfies ServerEventSchemas;
