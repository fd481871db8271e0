import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from 'sonner';

// jsdom has no layout engine, so no matchMedia; tests run as a narrow screen unless they stub it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Dashboards and tab panels are lazy chunks that Vite transforms on first import; on a busy
// machine that alone can take longer than Testing Library's default 1 s wait. findBy* and waitFor
// return as soon as their condition holds: this limit only turns a hang into a clear failure,
// below the test's own limit (vitest.config.ts) so the message says what never appeared.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  toast.dismiss();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
