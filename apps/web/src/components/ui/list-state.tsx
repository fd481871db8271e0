import type { ComponentProps } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

type Icon = ComponentProps<typeof EmptyState>['icon'];

/** The spec's failure text for a list that could not load (section 8). */
export const LIST_LOAD_FAILED = 'Failed to fetch dashboard data.';

/** Placeholder rows while a table loads, so the layout does not jump when the answer arrives. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-10 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}

export function ListLoadError({ onRetry, icon }: { onRetry: () => void; icon?: Icon }) {
  return (
    <EmptyState
      icon={icon}
      title={LIST_LOAD_FAILED}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

export function ListEmpty({ message, icon }: { message: string; icon?: Icon }) {
  return <EmptyState icon={icon} title={message} />;
}
