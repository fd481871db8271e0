import { lazy, Suspense } from 'react';
import type { TooltipBubbleProps } from './tooltip-bubble';

// Radix's tooltip and its positioning library (about 13 KB) download only where a tooltip can show: the
// collapsed sidebar rail under a pointer that hovers. Phones and the expanded sidebar never fetch them.
const TooltipBubble = lazy(() => import('./tooltip-bubble'));

interface TooltipProps extends TooltipBubbleProps {
  /** Lets callers keep one tree and switch the tooltip off (e.g. when the label is visible anyway). */
  disabled?: boolean;
}

export function Tooltip({ disabled = false, children, ...bubble }: TooltipProps) {
  if (disabled) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <TooltipBubble {...bubble}>{children}</TooltipBubble>
    </Suspense>
  );
}
