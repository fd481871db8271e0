import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PEOPLE_MESSAGES } from '@hrms/shared';
import { AppError, badRequest } from '../lib/errors.ts';
import { sanitizeFileName } from './file-names.ts';

export type UploadContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

export interface DetectedType {
  contentType: UploadContentType;
  extension: 'pdf' | 'jpg' | 'png';
}

/**
 * The file's type from its first bytes (magic numbers), never from its name or the browser's
 * Content-Type: a script named cv.pdf is refused. PDF may have a little junk before %PDF (the
 * format allows up to 1 KB), but we ask for it at the start: every real PDF writer puts it there.
 */
export function detectUploadType(data: Buffer): DetectedType | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-')
    return { contentType: 'application/pdf', extension: 'pdf' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((byte, i) => data[i] === byte))
    return { contentType: 'image/png', extension: 'png' };
  return null;
}

export interface ReceivedFile {
  field: string;
  /** Sanitised: for display only. */
  originalName: string;
  data: Buffer;
  type: DetectedType;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Field names that may carry a file; any other file field is refused. */
  fileFields: readonly string[];
  unknownFileField: string;
}

const MAX_FIELDS = 12;
const MAX_FIELD_BYTES = 2048;

/** Turns @fastify/multipart's limit errors into our `{ message }` answers. */
function multipartError(error: unknown, maxFileBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, PEOPLE_MESSAGES.fileTooLarge(Math.round(maxFileBytes / 1024 / 1024)));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, PEOPLE_MESSAGES.tooManyParts);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest(PEOPLE_MESSAGES.notMultipart);
  return error;
}

/**
 * Reads a whole multipart form into memory (files are at most MAX_UPLOAD_MB each, and few), and
 * checks every file before anything is stored, so a rejected request leaves nothing behind.
 * Empty file inputs (no name, no bytes) are skipped, as browsers send them for untouched pickers.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: MAX_FIELDS,
        parts: limits.maxFiles + MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
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
      if (!limits.fileFields.includes(part.fieldname)) throw badRequest(limits.unknownFileField);
      if (files.some((file) => file.field === part.fieldname)) throw badRequest(PEOPLE_MESSAGES.tooManyParts);
      const type = detectUploadType(data);
      if (!type) throw badRequest(PEOPLE_MESSAGES.fileType);
      files.push({
        field: part.fieldname,
        originalName: sanitizeFileName(part.filename, `${part.fieldname}.${type.extension}`),
        data,
        type,
      });
    }
  } catch (error) {
    throw multipartError(error, limits.maxFileBytes);
  }
  return { fields, files };
}

/** A form from multipart/form-data, or from a JSON body (scripts and tests may send JSON without files). */
export async function readForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  if (request.isMultipart()) return readMultipart(request, limits);
  const body = request.body;
  if (body === undefined || body === null) return { fields: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(PEOPLE_MESSAGES.notMultipart);
  return { fields: body as Record<string, string>, files: [] };
}

/** Validates form fields with a shared schema; the first problem is the answer, in the schema's words. */
export function parseFields<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request.');
  return parsed.data;
}

export const multipartPlugin = multipart;
export const multipartOptions = (maxFileBytes: number) => ({
  limits: { fileSize: maxFileBytes, files: 7, fields: MAX_FIELDS },
  throwFileSizeLimit: true,
});
