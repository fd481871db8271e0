import { API_TIMEOUT_MS, ERROR_CODES, MESSAGES, type ErrorCode } from '@hrms/shared';
import { toast } from './toast';
import type { ZodType } from 'zod';
import { clearSession, readToken } from './session';
import { afterFirstPaint } from './use-after-paint';

/** Every call goes under /api (spec section 7); the host is the page's own origin. */
export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/** A failed call. status 0 means the request never got an HTTP answer (offline or timed out). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The answer's machine-readable code (packages/shared/src/http/error-codes.ts): what a screen branches on. */
  readonly code: ErrorCode | undefined;

  constructor(status: number, message: string, code?: ErrorCode) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * The shared contract a response is parsed (and so checked) against, or a function that loads it. A
 * screen's first download leaves zod out by passing a loader: the schema's chunk then downloads
 * while the request is on its way (docs/decisions.md, "Response schemas load with the data").
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export interface RequestOptions<T> {
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
  /**
   * A 401 on an authenticated call means the session is over. The sign-in call turns this off:
   * its 401 only means wrong credentials.
   */
  expireSessionOn401?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function buildInit(method: Method, body: unknown, token: string | null, signal: AbortSignal): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  // FormData must go untouched: the browser writes the multipart boundary into Content-Type itself.
  if (body instanceof FormData) payload = body;
  // A file sent as the whole body (bulk import): its bytes decide its type on the server, never the picker's guess.
  else if (body instanceof Blob) {
    headers.set('Content-Type', 'application/octet-stream');
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  return { method, headers, body: payload, signal, credentials: 'same-origin' };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return `Request failed with status ${status}.`;
}

/** The body's `code` when it is one the contract knows; a client reads an answer without one as well. */
export function errorCodeIn(body: unknown): ErrorCode | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return ERROR_CODES.find((code) => code === body.code);
}

function expireSession(): void {
  // Parallel calls can all fail with 401; only the first one that actually ends the session says so.
  if (clearSession()) toast.error(MESSAGES.sessionExpired);
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  // The first screen goes on screen before it asks for data: the calls its first render makes (and the
  // schema chunks they load) would otherwise take the main thread and the network from that paint.
  // One frame later they go out; every later call goes at once (docs/decisions.md).
  await afterFirstPaint();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const token = readToken();
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  // A failed request must not leave a failed schema download unhandled; a successful one still sees it.
  if (schema instanceof Promise) schema.catch(() => undefined);
  try {
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(`${API_BASE}${path}`, buildInit(method, body, token, controller.signal));
      data = await readBody(response);
    } catch (error) {
      if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE);
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
    if (!response.ok) {
      // A 401 for a token already replaced (a password change answers a fresh one) says nothing about the
      // current session: only the stored token's rejection ends it.
      if (response.status === 401 && token && token === readToken() && options.expireSessionOn401 !== false)
        expireSession();
      throw new ApiError(response.status, messageOf(data, response.status), errorCodeIn(data));
    }
    if (schema === undefined) return data as T;
    return (await schema).parse(data);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) =>
    request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) =>
    request<T>('DELETE', path, undefined, options),
};
