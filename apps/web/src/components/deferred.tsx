import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` (usually a `lazy()` dialog) only once `when` has first been true, and keeps them
 * mounted afterwards so the close animation and focus return run as usual. The dialog's code (forms,
 * zod resolvers, pickers) then downloads on the first open instead of with the dashboard.
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [reached, setReached] = useState(when);
  // Setting state while rendering is React's documented way to derive "has ever been true".
  if (when && !reached) setReached(true);
  return reached ? <Suspense fallback={null}>{children}</Suspense> : null;
}
