import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession, type Session } from '../../../lib/session';

/** The signed-in session, or null; re-renders on sign-in, sign-out, expiry and other tabs' changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
