import { useEffect } from 'react';
import * as sonner from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@hrms/shared';
import { toasterReady } from '../../lib/toast';

/** Sonner's Toaster with the app's settings; AppToaster loads it after the first paint. */
export default function LoadedToaster({ durationMs = TOAST_DURATION_MS }: { durationMs?: number }) {
  // Effects run child first: sonner's Toaster has subscribed by the time this one says it is ready.
  useEffect(() => toasterReady(sonner), []);
  return (
    // Top right, below the 64 px sticky header: a toast must never cover the bell, the account buttons or
    // Logout (live events can arrive in bursts, each toast staying seconds). Expanded: a live info toast
    // arriving on top must not cover another toast's action ('Open profile' after Add Employee).
    <sonner.Toaster
      expand
      position="top-right"
      offset={{ top: 72, right: 24 }}
      mobileOffset={{ top: 72, right: 16, left: 16 }}
      richColors
      closeButton
      duration={durationMs}
      visibleToasts={TOAST_MAX_VISIBLE}
    />
  );
}
