import { useEffect, useState } from 'react';

/**
 * Calls `done` once the browser has painted what is on the page now; returns a function that cancels.
 * A frame callback runs just before the browser paints; the one after it runs once that first frame is
 * on screen, and the task it queues runs after the second frame's work.
 */
function onNextPaint(done: () => void): () => void {
  // A hidden tab paints nothing and runs no frame callbacks; there, "after the next paint" is now
  // (otherwise a dashboard opened in a background tab would not connect its socket until shown).
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    const timer = window.setTimeout(done);
    return () => window.clearTimeout(timer);
  }
  let second = 0;
  let timer = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.clearTimeout(fallback);
    done();
  };
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(() => {
      timer = window.setTimeout(finish);
    });
  });
  // A tab hidden while it loads stops getting frames until it is shown again; timers still run there,
  // so after a second the page goes on without the paint (its data and live updates keep coming).
  const fallback = window.setTimeout(finish, NO_FRAME_FALLBACK_MS);
  return () => {
    finished = true;
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
    window.clearTimeout(timer);
    window.clearTimeout(fallback);
  };
}

/** How long to wait for frames that may never come (a hidden tab) before going on. */
const NO_FRAME_FALLBACK_MS = 1000;

let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the page's first screen is on screen: the first call waits for the next paint, every
 * later call is already resolved. lib/api.ts holds requests back until then.
 */
export function afterFirstPaint(): Promise<void> {
  return (firstPaint ??= new Promise((resolve) => onNextPaint(resolve)));
}

/**
 * False in the first render, true once the browser has painted it. Code that is not needed for the
 * first screen (below-the-fold sections, hover tooltips) waits for this before it even downloads, so
 * it does not share a slow phone's bandwidth with what the person came to see.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => onNextPaint(() => setPainted(true)), []);
  return painted;
}
