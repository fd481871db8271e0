import { useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it. Code that is not needed for the
 * first screen (below-the-fold sections, hover tooltips) waits for this before it even downloads, so
 * it does not share a slow phone's bandwidth with what the person came to see.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A hidden tab paints nothing and runs no frame callbacks; there, "after the first paint" is now
    // (otherwise a dashboard opened in a background tab would not connect its socket until shown).
    if (document.visibilityState === 'hidden') {
      const timer = window.setTimeout(() => setPainted(true));
      return () => window.clearTimeout(timer);
    }
    // A frame callback runs just before the browser paints; the one after it runs once that first frame
    // is on screen, and the task it queues runs after the second frame's work.
    let second = 0;
    let timer = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        timer = window.setTimeout(() => setPainted(true));
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
