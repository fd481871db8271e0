import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MAX_RETRIES = 2;

/** A 4xx will not change on retry (and a retried 401 would only repeat the sign-out); 5xx and network errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Spec section 4's reload when the tab becomes visible is done by useLiveResync (lib/live-resync.ts)
        // for every query on screen, not only those older than staleTime; this would refetch them twice.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
