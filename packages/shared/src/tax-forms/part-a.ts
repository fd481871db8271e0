import { z } from 'zod';
import { TAX_YEAR_MESSAGES } from '../tax-year/messages.ts';

/*
 * Form 130 (was Form 16) Part A import (issue 44, docs/tax-year.md "Form 130 Part A"): the employer downloads
 * Part A per person from the tax department's TRACES portal, HR uploads the PDFs (or a ZIP of them) for a tax
 * year, each file goes to the person whose PAN its name carries, and the person's certificate becomes Part A
 * followed by our Part B.
 */

/** The whole upload (every file, ZIPs unpacked): 50 MB. */
export const PART_A_MAX_BYTES = 50 * 1024 * 1024;
/** PDFs in one upload, counting those inside ZIPs. */
export const PART_A_MAX_FILES = 2_000;
/** The multipart field that carries the files (repeated). */
export const PART_A_FILE_FIELD = 'files';

/**
 * Why a file went to nobody: its name has no PAN, or more than one; the PAN is nobody's (or two people's); the
 * PDF is locked with a password (remove it, the TAN for TRACES files, before uploading) or cannot be read.
 */
export const PART_A_REASONS = [
  'no-pan',
  'several-pans',
  'nobody',
  'two-people',
  'encrypted',
  'unreadable',
] as const;
export type PartAReason = (typeof PART_A_REASONS)[number];

export const PART_A_MESSAGES = {
  noFiles: 'Please choose the Part A PDFs (or a ZIP of them) to upload.',
  fileField: `Part A files must be sent in the "${PART_A_FILE_FIELD}" field.`,
  tooLarge: `The Part A files may be at most ${PART_A_MAX_BYTES / 1024 / 1024} MB together (ZIPs unpacked).`,
  tooMany: `At most ${PART_A_MAX_FILES.toLocaleString('en-IN')} Part A files at a time.`,
  notPdf: (fileName: string) => `${fileName} is not a PDF: Part A is uploaded as PDFs or a ZIP of PDFs.`,
  badZip: (fileName: string) => `${fileName} is not a ZIP that can be read.`,
  reasons: {
    'no-pan': 'The file name has no PAN (AAAAA9999A).',
    'several-pans': 'The file name has more than one PAN.',
    nobody: 'Nobody has this PAN in their payroll profile.',
    'two-people': 'Two people have this PAN in their payroll profiles: correct one of them first.',
    encrypted: 'The PDF is locked with a password: save it without one and upload it again.',
    unreadable: 'The PDF cannot be read.',
  } satisfies Record<PartAReason, string>,
} as const;

const taxYear = z.coerce
  .number({ error: TAX_YEAR_MESSAGES.year })
  .int({ error: TAX_YEAR_MESSAGES.year })
  .min(2025, { error: TAX_YEAR_MESSAGES.year })
  .max(2100, { error: TAX_YEAR_MESSAGES.year });

/** The multipart upload's text field beside the files. */
export const partAUploadFieldsSchema = z.object({ year: taxYear });
export const partAListQuerySchema = z.object({ year: taxYear });

/** File names as answered: every PAN in them masked ('XXXXXX234F_MUMA12345B.pdf'). */
const storedPartA = {
  personId: z.string(),
  employeeId: z.string(),
  name: z.string(),
  /** Masked, as everywhere. */
  pan: z.string(),
  fileName: z.string(),
  pages: z.number(),
};

/** What an upload did: each file stored (replacing: a file of that person and year was there), not, or twice. */
export const partAReportSchema = z.object({
  year: z.number(),
  label: z.string(),
  files: z.number(),
  matched: z.array(z.object({ ...storedPartA, replaced: z.boolean() })),
  unmatched: z.array(z.object({ fileName: z.string(), reason: z.enum(PART_A_REASONS) })),
  /** A second file for someone already matched in this upload: not stored (the first one is). */
  duplicates: z.array(z.object({ fileName: z.string(), keptFileName: z.string(), name: z.string() })),
});
export type PartAReport = z.infer<typeof partAReportSchema>;

/** The Part A files kept for a tax year, by employee code. */
export const partAListSchema = z.object({
  year: z.number(),
  label: z.string(),
  files: z.array(z.object({ ...storedPartA, uploadedAt: z.string() })),
});
export type PartAList = z.infer<typeof partAListSchema>;
