import type { ServerEventSchemas } from '../realtime.ts';
import { advanceSchema } from './schemas.ts';

/** Deciders hear of a new advance request; the person (and HR) hear of each decision (docs/claims.md). */
export const ADVANCE_EVENTS = {
  advance_requested: advanceSchema,
  advance_decided: advanceSchema,
} as const satisfies ServerEventSchemas;
