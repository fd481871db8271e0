import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; leave empty when the surrounding text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/** Fills the available space with a centred spinner while a lazy screen or panel loads. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] w-full flex-1 items-center justify-center text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
