import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { onRealtimeReconnect } from './realtime';

/**
 * Spec section 4: "the view also reloads when the browser tab becomes visible". A hidden tab may have
 * been frozen by the browser or lost its socket, so live events could have been missed: every query on
 * screen is refetched (the others are marked stale). Also done when the realtime connection comes back
 * after a drop. TanStack's own refetch-on-focus only refetches queries older than their staleTime,
 * so it is switched off in query-client.ts in favour of this.
 */
export function useLiveResync(queryClient: QueryClient): void {
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ refetchType: 'active' });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const stopReconnect = onRealtimeReconnect(reload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopReconnect();
    };
  }, [queryClient]);
}
