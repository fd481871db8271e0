import { vi } from 'vitest';
import type { PublicConfig } from '@hrms/shared';

// Test-only: the browser's fetch answered in memory, as our server would answer it.

/** A JSON answer with the status and content type the server sends. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's answer to a path it does not know. */
export const notFound = (): Response => jsonResponse({ message: 'Not found.' }, 404);

/** One request the code under test made; `body` is parsed when it is JSON text. */
export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

/** Answers a request, or returns undefined to leave it to the fallback. */
export type FetchHandler = (call: FetchCall) => Response | undefined | Promise<Response | undefined>;

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces fetch for the current test (setup.ts restores it afterwards) and records every request in
 * `calls`. What `handler` does not answer gets `fallback`: 404 unless the test says otherwise.
 */
export function stubFetch(handler: FetchHandler = () => undefined, fallback: () => Response = notFound) {
  const calls: FetchCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: parseBody(init?.body), init };
    calls.push(call);
    return (await handler(call)) ?? fallback();
  });
  return { spy, calls };
}

/** GET /api/config's answer; by default the server's clock stands at Friday 20/11/2026, 10:00 in Kolkata. */
export function orgConfig(serverTime = '2026-11-20T04:30:00.000Z'): PublicConfig {
  return {
    orgName: 'Test Org',
    orgTimezone: 'Asia/Kolkata',
    weeklyOff: [0],
    punchInWindow: { start: '09:00', end: '11:00' },
    serverTime,
  };
}
