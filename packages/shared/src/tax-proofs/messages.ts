// Proofs of the tax year's declarations and Form 12BB (issue 44, docs/tax-year.md "Proofs"). Plain values a first
// screen shows, without zod.
import { TAX_SECTION_CODES } from '../tax-year/messages.ts';

/** What a proof backs: a declared section, the house rent, or the earlier employer's income. */
export const PROOF_LINES = [...TAX_SECTION_CODES, 'RENT', 'PREVIOUS'] as const;
export type ProofLine = (typeof PROOF_LINES)[number];

/** A proof is a PDF, JPEG or PNG (checked by its bytes) of at most 5 MB; at most 5 files a line. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOFS_PER_LINE = 5;
/** The multipart field that carries the file. */
export const PROOF_FILE_FIELD = 'file';

export const TAX_PROOFS_MESSAGES = {
  line: 'Please choose the declaration the proof is for.',
  fileMissing: 'Please attach the proof: a PDF, JPEG or PNG file.',
  fileField: `The proof goes in the field "${PROOF_FILE_FIELD}".`,
  tooLarge: `A proof may be at most ${PROOF_MAX_BYTES / 1024 / 1024} MB.`,
  notDeclared: 'Please declare this line before attaching its proof.',
  tooMany: `At most ${PROOFS_PER_LINE} proofs a line: remove one first.`,
  verified: 'This line has been verified by HR: its proofs can no longer be changed.',
  notFound: 'Proof not found.',
  personNotFound: 'Employee not found.',
} as const;
