import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from '../components/ui/app-toaster';
import { useLiveResync } from '../lib/live-resync';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../features/auth';

/**
 * Cached answers belong to the user who fetched them. When the signed-in user goes away
 * (logout, expired session, another tab) or changes, the cache is dropped so the next
 * person on this browser never sees a flash of someone else's data.
 */
function useDropCacheWhenUserChanges(queryClient: QueryClient): void {
  const userId = useSession()?.user.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [queryClient, userId]);
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so every test starts with an empty cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useDropCacheWhenUserChanges(queryClient);
  useLiveResync(queryClient);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
