import type { SessionUser } from '@hrms/shared';
import { isSessionUser, toSessionUser } from './session-user';

/**
 * The browser session: spec section 3 stores the token and the user as JSON text under
 * the keys `token` and `user`. This module is the only reader and writer of those keys,
 * and it notifies subscribers so guards react at once to sign-out, session expiry and
 * changes made in another browser tab.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface Session {
  token: string;
  user: SessionUser;
}

const listeners = new Set<() => void>();

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when the browser blocks site data; behave as signed out.
    return null;
  }
}

export function readToken(): string | null {
  const token = parseJson(storage()?.getItem(TOKEN_KEY) ?? null);
  return typeof token === 'string' && token.length > 0 ? token : null;
}

let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

/** A stable snapshot (same object until storage changes), as useSyncExternalStore requires. */
export function readSession(): Session | null {
  const store = storage();
  const rawToken = store?.getItem(TOKEN_KEY) ?? null;
  const rawUser = store?.getItem(USER_KEY) ?? null;
  const raw = `${rawToken}\u0000${rawUser}`;
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  const token = readToken();
  const user = parseJson(rawUser);
  cachedSession = token && isSessionUser(user) ? { token, user: toSessionUser(user) } : null;
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(token: string, user: SessionUser): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, JSON.stringify(token));
  store?.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Returns whether anything was stored, so callers can tell "just signed out" from "already out". */
export function clearSession(): boolean {
  const store = storage();
  if (!store) return false;
  const hadSession = store.getItem(TOKEN_KEY) !== null || store.getItem(USER_KEY) !== null;
  store.removeItem(TOKEN_KEY);
  store.removeItem(USER_KEY);
  if (hadSession) notify();
  return hadSession;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
