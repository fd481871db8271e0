import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodeOf, MESSAGES, type ErrorCode, type ErrorResponse } from '@hrms/shared';
import { AppError } from '../lib/errors.ts';

/**
 * Zod's built-in messages ("Invalid input: expected string") carry no full stop; ours,
 * written for people, end with one. A built-in message gets the field name in front.
 */
function humanValidationMessage(issue: { instancePath: string; message?: string | undefined }): string {
  const text = issue.message ?? 'Invalid input.';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (/[.!?]$/.test(text) || !field) return text;
  return `Invalid ${field}: ${text}.`;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/** An error answer's body: the message for people, the code for programs. */
const answer = (message: string, code: ErrorCode): ErrorResponse => ({ message, code });

/** invalid byte sequence (NUL in text) and untranslatable character: bad input, not our failure. */
const TEXT_ENCODING_CODES = new Set(['22021', '22P05']);

function hasPostgresCode(error: unknown, codes: Set<string>): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One place that turns every failure into `{ message, code }` with the right status (the code from
 * packages/shared/src/http/error-codes.ts); 5xx never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(answer(error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first ? humanValidationMessage(first) : 'Invalid request.';
      return reply.code(400).send(answer(message, 'invalid_input'));
    }
    if (hasPostgresCode(error, TEXT_ENCODING_CODES)) {
      return reply.code(400).send(answer('Text may not contain NUL characters.', 'invalid_input'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(answer(MESSAGES.internal, 'internal'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = (error.code && CLIENT_ERROR_MESSAGES[error.code]) || undefined;
      const message =
        known ??
        (error instanceof SyntaxError ? CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
      return reply.code(status).send(answer(message || 'Bad request.', errorCodeOf(status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(answer(MESSAGES.internal, 'internal'));
  });
}
