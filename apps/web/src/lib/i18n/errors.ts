import type { ErrorCode } from '@hrms/shared';
import { currentLanguage, translate } from './store';
import type { MessageKey } from './keys';

/**
 * A server error in the person's language. The answer's English `message` is the spec's and is shown as
 * it is in English; in another language the machine `code` picks the translation. Codes whose meaning lies
 * in the message itself (invalid_input, conflict, unprocessable: which rule was broken) keep the English
 * until the server sends the message's parameters with its code (docs/languages.md).
 */
const BY_CODE: Partial<Record<ErrorCode, MessageKey>> = {
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  not_found: 'error.not_found',
  payload_too_large: 'error.payload_too_large',
  too_many_requests: 'error.too_many_requests',
  internal: 'error.internal',
  unavailable: 'error.unavailable',
  location_needed: 'error.location_needed',
};

export function errorText(error: { message: string; code?: ErrorCode | undefined }): string {
  const key = error.code === undefined ? undefined : BY_CODE[error.code];
  return currentLanguage() === 'en' || !key ? error.message : translate(key);
}
