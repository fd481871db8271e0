import type { FastifyRequest } from 'fastify';
import { unzipSync } from 'fflate';
import {
  PART_A_FILE_FIELD,
  PART_A_MAX_BYTES,
  PART_A_MAX_FILES,
  PART_A_MESSAGES as M,
  PEOPLE_MESSAGES,
} from '@hrms/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { sanitizeFileName } from '../../storage/file-names.ts';
import { maskedFileName } from './form130-part-a-names.ts';

/*
 * The files of a Part A upload (issue 44, docs/tax-year.md "Form 130 Part A"): PDFs and ZIPs of PDFs in the
 * multipart field `files`, the tax year beside them. Limits over the whole upload, ZIPs unpacked: 50 MB and 2,000
 * PDFs. Each file must be a PDF by its first bytes (%PDF-), or a ZIP (PK\3\4) whose files all are; anything else
 * refuses the whole upload naming the file (its PAN masked), before anything is stored. fflate reads the ZIPs (the
 * library the data export and the bulk Form 130 already write them with); sizes are checked on the ZIP's own
 * directory before anything is inflated, and fflate inflates into a buffer of the size declared, so a ZIP that
 * lies about its sizes cannot grow past the limit.
 */

export interface PartAFile {
  /** As sent (folders inside a ZIP dropped), for matching; answers show maskedFileName. */
  name: string;
  data: Uint8Array;
}

const MAX_FIELDS = 4;
const tooLarge = () => new AppError(413, M.tooLarge);
const tooMany = () => new AppError(413, M.tooMany);
const notPdf = (name: string) => new AppError(415, M.notPdf(maskedFileName(name)));

const isPdf = (data: Uint8Array) =>
  data.length >= 5 && Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';
const isZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** What a ZIP holds besides its files: folders, macOS's `__MACOSX/` copies and hidden files are passed over. */
const skipped = (entry: string) => {
  const base = entry.split('/').pop() ?? '';
  return entry.endsWith('/') || entry.startsWith('__MACOSX/') || base.startsWith('.') || base === '';
};

class Budget {
  files = 0;
  bytes = 0;
  take(bytes: number): void {
    this.files += 1;
    this.bytes += bytes;
    if (this.files > PART_A_MAX_FILES) throw tooMany();
    if (this.bytes > PART_A_MAX_BYTES) throw tooLarge();
  }
}

/** The PDFs of one ZIP, counted against the upload's budget on the sizes the ZIP declares, then inflated. */
function pdfsOfZip(zipName: string, data: Uint8Array, budget = new Budget()): PartAFile[] {
  const wanted: string[] = [];
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data, {
      filter: (entry) => {
        if (skipped(entry.name)) return false;
        budget.take(Math.max(entry.originalSize, entry.size));
        wanted.push(entry.name);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(M.badZip(maskedFileName(zipName)));
  }
  return wanted.map((entry) => {
    const bytes = entries[entry]!;
    if (!isPdf(bytes)) throw notPdf(entry);
    return { name: sanitizeFileName(entry, 'part-a.pdf'), data: bytes };
  });
}

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, PEOPLE_MESSAGES.tooManyParts);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest(PEOPLE_MESSAGES.notMultipart);
  return error;
}

/** Reads the upload whole (at most 50 MB), unpacking ZIPs; the text fields for the handler to parse. */
export async function readPartAUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: PartAFile[] }> {
  if (!request.isMultipart()) throw badRequest(M.noFiles);
  const fields: Record<string, string> = {};
  const files: PartAFile[] = [];
  const budget = new Budget();
  let received = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: PART_A_MAX_BYTES,
        files: PART_A_MAX_FILES,
        fields: MAX_FIELDS,
        parts: PART_A_MAX_FILES + MAX_FIELDS,
        fieldSize: 100,
        fieldNameSize: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (!part.filename && data.length === 0) continue;
      if (part.fieldname !== PART_A_FILE_FIELD) throw badRequest(M.fileField);
      received += data.length;
      if (received > PART_A_MAX_BYTES) throw tooLarge();
      const name = sanitizeFileName(part.filename, 'part-a.pdf');
      if (isZip(data)) files.push(...pdfsOfZip(name, data, budget));
      else if (isPdf(data)) {
        budget.take(data.length);
        files.push({ name, data });
      } else throw notPdf(name);
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (files.length === 0) throw badRequest(M.noFiles);
  return { fields, files };
}
