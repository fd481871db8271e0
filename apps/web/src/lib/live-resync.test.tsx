import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useLiveResync } from './live-resync';
import { createQueryClient } from './query-client';
import { reconnectLocally } from './realtime';

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  // As browsers fire it: at the document, bubbling to window (where TanStack's focus manager listens).
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

function Screen({ client, fetcher }: { client: QueryClient; fetcher: () => Promise<string> }) {
  useLiveResync(client);
  useQuery({ queryKey: ['shown'], queryFn: fetcher });
  return null;
}

function renderScreen() {
  const fetcher = vi.fn(async () => 'data');
  // The app's own defaults (30 s staleTime): a reload must not wait for the data to go stale.
  const client = createQueryClient();
  client.setQueryDefaults(['shown'], { retry: false });
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <Screen client={client} fetcher={fetcher} />
    </QueryClientProvider>,
  );
  return { fetcher, client, unmount };
}

describe('useLiveResync (spec section 4: reload when the tab becomes visible)', () => {
  it('refetches what is on screen when the tab becomes visible again, however fresh it was', async () => {
    const { fetcher } = renderScreen();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    setVisibility('hidden');
    expect(fetcher).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('refetches once per return, not twice through TanStack’s own focus refetch', async () => {
    const { fetcher, client } = renderScreen();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await act(() => client.invalidateQueries({ queryKey: ['shown'], refetchType: 'none' }));
    setVisibility('visible');
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    // Settled: nothing in flight, and a second refetch (started with the first) would have shown by now.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('refetches when the realtime connection comes back after a drop', async () => {
    const { fetcher } = renderScreen();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    act(() => reconnectLocally());
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('stops listening once unmounted', async () => {
    const { fetcher, client, unmount } = renderScreen();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    unmount();
    act(() => reconnectLocally());
    setVisibility('visible');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
