import type { ServerEventSchemas } from '../realtime.ts';
import { claimSchema } from './schemas.ts';

/** Deciders hear of a new claim; the claimant (and HR) hear of each decision (docs/claims.md). */
export const CLAIM_EVENTS = {
  claim_submitted: claimSchema,
  claim_decided: claimSchema,
} as const satisfies ServerEventSchemas;
