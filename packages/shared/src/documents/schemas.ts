import { z } from 'zod';
import { documentKeySchema, PEOPLE_MESSAGES } from '../people/schemas.ts';

/*
 * Opening one stored document of a person (docs/privacy.md, "Identity documents"): the Admin, or HR with a
 * stated reason for an identity document (PAN, Aadhaar, cancelled cheque); audited either way.
 */

/** The shortest reason HR may give for opening someone's identity document. */
export const OPEN_REASON_MIN = 10;

export const DOCUMENT_MESSAGES = {
  reasonRequired: `Please give a reason of at least ${OPEN_REASON_MIN} characters for opening this document.`,
  reasonTooLong: 'The reason can be at most 500 characters.',
  documentNotFound: 'There is no uploaded file for this document.',
  openFailed: 'Failed to open the document.',
} as const;

export const openDocumentParamsSchema = z.object({ id: z.string() });

/** POST /api/{admin|hr}/people/{id}/documents/open. `reason`: required of HR for identity documents. */
export const openDocumentBodySchema = z.object({
  document: z.string({ error: PEOPLE_MESSAGES.unknownDocument }).pipe(documentKeySchema),
  reason: z.string().trim().max(500, { error: DOCUMENT_MESSAGES.reasonTooLong }).optional(),
});
export type OpenDocumentBody = z.infer<typeof openDocumentBodySchema>;

/** A short-lived signed link to the file, minted for this opening only. */
export const openDocumentResponseSchema = z.object({ path: z.string(), originalName: z.string() });
export type OpenDocumentResponse = z.infer<typeof openDocumentResponseSchema>;
