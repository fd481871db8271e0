import { z } from 'zod';
import { DECLARATION_STATUSES, TAX_YEAR_MESSAGES } from '../tax-year/messages.ts';
import { PROOF_LINES, TAX_PROOFS_MESSAGES as M } from './messages.ts';

const taxYear = z.coerce
  .number({ error: TAX_YEAR_MESSAGES.year })
  .int({ error: TAX_YEAR_MESSAGES.year })
  .min(2025, { error: TAX_YEAR_MESSAGES.year })
  .max(2100, { error: TAX_YEAR_MESSAGES.year });

export const proofYearQuerySchema = z.object({ year: taxYear.optional() });
export const proofPersonParamsSchema = z.object({ id: z.string() });
export const proofParamsSchema = z.object({ proofId: z.string() });

/** POST /tax-year/me/proofs (multipart): the tax year and the line, beside the file in the field `file`. */
export const proofUploadFieldsSchema = z.object({
  year: taxYear,
  line: z.enum(PROOF_LINES, { error: M.line }),
});
export type ProofUploadFields = z.infer<typeof proofUploadFieldsSchema>;

/** One proof file; the line's status is HR's verification of the line it backs ('declared': not yet verified). */
export const taxProofSchema = z.object({
  id: z.string(),
  line: z.enum(PROOF_LINES),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** A short-lived signed link to the file. */
  url: z.string(),
  lineStatus: z.enum(DECLARATION_STATUSES),
  lineReason: z.string().nullable(),
});
export type TaxProof = z.infer<typeof taxProofSchema>;

export const taxProofsSchema = z.object({
  year: z.number().int(),
  employeeId: z.string(),
  proofs: z.array(taxProofSchema),
});
export type TaxProofs = z.infer<typeof taxProofsSchema>;
