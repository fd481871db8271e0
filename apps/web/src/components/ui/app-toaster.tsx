import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../../lib/use-after-paint';

const LoadedToaster = lazy(() => import('./loaded-toaster'));

/**
 * The one toaster of the app (spec section 2: toasts show on every screen), mounted once at the root.
 * Its code loads after the first paint; lib/toast.ts holds earlier toasts until it listens. `durationMs`
 * replaces the spec's 4 s only in component tests (test/render-with-client.tsx).
 */
export function AppToaster({ durationMs }: { durationMs?: number }) {
  const painted = useAfterPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster durationMs={durationMs} />
    </Suspense>
  );
}
