import { z } from 'zod';
import type { ServerEventSchemas } from '../realtime.ts';
import { documentKeySchema } from '../people/schemas.ts';

/** reupload_access_granted: to the person whose document an Admin unlocked. */
export const reuploadAccessGrantedEventSchema = z.object({
  employeeId: z.string(),
  field: documentKeySchema,
  label: z.string(),
  /** Spec section 8's 'Access granted for {document}. ...', for clients that toast the payload's message. */
  message: z.string(),
});
export type ReuploadAccessGrantedEvent = z.infer<typeof reuploadAccessGrantedEventSchema>;

export const DOCUMENT_EVENTS = {
  reupload_access_granted: reuploadAccessGrantedEventSchema,
} as const satisfies ServerEventSchemas;
