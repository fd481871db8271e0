import type { ComponentProps } from 'react';
import { MESSAGES } from '@hrms/shared';
import { Button } from './button';
import { EmptyState } from './empty-state';

type Icon = ComponentProps<typeof EmptyState>['icon'];

interface ListSkeletonProps {
  /** Announced to screen readers, e.g. 'Loading tasks'. */
  label: string;
  rows?: number;
  /** 'row' matches a table row; 'card' matches the taller list items of the Home cards. */
  variant?: 'row' | 'card';
}

/**
 * Placeholder rows while a list loads, so the layout does not jump when the answer arrives.
 * The one skeleton of the app: tables and Home lists all use it.
 */
export function ListSkeleton({ rows = 3, label, variant = 'row' }: ListSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={
            variant === 'card'
              ? 'h-14 animate-pulse rounded-md bg-muted'
              : 'h-10 animate-pulse rounded-md bg-muted'
          }
        />
      ))}
    </div>
  );
}

export function ListLoadError({ onRetry, icon }: { onRetry: () => void; icon?: Icon }) {
  return (
    <EmptyState
      icon={icon}
      title={MESSAGES.dashboardLoadFailed}
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
