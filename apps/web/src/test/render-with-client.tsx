import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '../components/ui/app-toaster';

/**
 * Renders `ui` as the dashboard does: in a fresh query client (no retries, so a refusal shows at once)
 * beside the toaster. `user` types without delays. Toasts stay until dismissed here: these tests read what a
 * toast says, and on a loaded machine more than the spec's 4 s can pass between the toast and the read (a
 * toast gone before it was read failed a run once); the 4 s lifetime is checked in the browser journeys.
 */
export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster durationMs={Number.POSITIVE_INFINITY} />
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), client, user: userEvent.setup({ delay: null }) };
}
