import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info';

let markReady: (sonner: Sonner) => void = () => undefined;
const ready = new Promise<Sonner>((resolve) => (markReady = resolve));

/** Called by AppToaster (components/ui/app-toaster.tsx) once sonner's Toaster is on the page and listening. */
export function toasterReady(sonner: Sonner): void {
  markReady(sonner);
}

const show =
  (kind: Kind) =>
  (message: string, options?: ExternalToast): void => {
    void ready.then(({ toast }) => toast[kind](message, options));
  };

/**
 * The app's toasts. Sonner (8 KB compressed, and styles it injects when it loads) is not part of a
 * screen's first download: AppToaster loads it after the first paint. A toast asked for before then
 * shows as soon as the toaster is listening, rather than being lost.
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
