import { useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it. Code that is not needed for the
 * first screen (below-the-fold sections, hover tooltips) waits for this before it even downloads, so
 * it does not share a slow phone's bandwidth with what the person came to see.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame callback runs just before the next paint; the task it queues runs after it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
