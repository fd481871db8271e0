import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ORG_TIMEZONE, useOrgConfig } from './org-config';

const config = {
  orgName: 'Acme Pvt Ltd',
  orgTimezone: 'Europe/London',
  weeklyOff: [0, 6],
  punchInWindow: { start: '09:00', end: '11:00' },
  serverTime: '2025-10-06T04:30:00.000Z',
};

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useOrgConfig', () => {
  it('uses Asia/Kolkata while loading, then the server value, fetching once for many readers', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(config), { status: 200 }));
    const Wrapper = wrapper();
    const { result } = renderHook(() => [useOrgConfig(), useOrgConfig()] as const, { wrapper: Wrapper });

    expect(result.current[0].timeZone).toBe(DEFAULT_ORG_TIMEZONE);
    await waitFor(() => expect(result.current[0].timeZone).toBe('Europe/London'));
    expect(result.current[1].config?.orgName).toBe('Acme Pvt Ltd');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/config');
  });

  it('keeps the default timezone when the call fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"down"}', { status: 503 }));
    const { result } = renderHook(() => useOrgConfig(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.config).toBeUndefined();
    expect(result.current.timeZone).toBe(DEFAULT_ORG_TIMEZONE);
  });
});
