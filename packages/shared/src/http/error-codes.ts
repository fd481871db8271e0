/**
 * The machine-readable `code` beside the `message` of every error answer (docs/architecture.md, "Errors").
 * The message is the spec's text for people and stays exactly as it is; the code is what a client branches on.
 * Most codes follow the status; a few name one refusal a client acts on. The contract marks the code optional:
 * a client still reads an answer without one.
 */
export const ERROR_CODES = [
  /** 400: a body, query or path the server cannot take (fails its schema, unreadable JSON, a NUL in text). */
  'invalid_input',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** 410: a signed file link past its expiry. */
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  /** 422: a rule of the domain refused the change (the message says which). */
  'unprocessable',
  /** 422: punch-in needs the browser's position (office locations are set); the client asks for it and retries. */
  'location_needed',
  'too_many_requests',
  'internal',
  /** 503: not ready (a dependency is down). */
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  503: 'unavailable',
};

/** The code of an error answer that names nothing more specific than its status (an unlisted 4xx reads as 400). */
export function errorCodeOf(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalid_input');
}
