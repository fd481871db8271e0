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
// machine that alone can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  toast.dismiss();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
