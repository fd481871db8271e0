import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { MESSAGES } from '@hrms/shared';
import { Button } from './button';
import { EmptyState } from './empty-state';

type Icon = ComponentProps<typeof EmptyState>['icon'];

/** The spec's failure text for a list that could not load (section 8), written once in the shared messages. */
export const LIST_LOAD_FAILED = MESSAGES.dashboardLoadFailed;

interface ListSkeletonProps {
  /** Announced to screen readers, e.g. 'Loading tasks'. */
  label: string;
  rows?: number;
  /** 'row' matches a table row; 'card' matches the taller list items of the Home cards. */
  variant?: 'row' | 'card';
}

/**
 * Placeholder rows while a list loads, so the layout does not jump when the answer arrives.
 * The one skeleton of the app: tables and Home lists all use it (through ListState).
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

/** What ListState reads of a TanStack query (or of several, for a list built from two answers). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error?: Error | null;
  refetch: () => unknown;
}

interface ListStateOptions {
  query: ListQuery | readonly ListQuery[];
  /** The skeleton's announced label, e.g. 'Loading tasks'. */
  loading: string;
  /** The spec's text for a list with nothing in it; left out where the list is never empty. */
  empty?: string;
  isEmpty?: boolean;
  icon?: Icon;
  rows?: number;
  variant?: 'row' | 'card';
  /** The failure text; the spec's dashboard one unless the screen has its own. */
  failed?: string;
  /** Shows the error's own message under the failure text (staff screens, where it helps). */
  showCause?: boolean;
  /** 'Try again' under the failure text; off where the screen shows none. */
  retry?: boolean;
}

interface ListStateProps extends ListStateOptions {
  /** The loaded list; a function, so it only runs once the data is there. */
  children: () => ReactNode;
}

/**
 * The loading, failed and empty states of every table and list, in one place: a skeleton while the first
 * answer is on its way, the failure text (with 'Try again'), the empty text, or the list itself.
 */
export function ListState({ children, ...options }: ListStateProps) {
  return renderListState(options) ?? <>{children()}</>;
}

/**
 * ListState for a component that returns early: the state to show, or null once the list is there.
 * `if (state) return state;`
 */
export function renderListState({
  query,
  loading,
  empty,
  isEmpty = false,
  icon,
  rows,
  variant,
  failed = LIST_LOAD_FAILED,
  showCause = false,
  retry = true,
}: ListStateOptions): ReactElement | null {
  const queries: readonly ListQuery[] = Array.isArray(query) ? query : [query as ListQuery];
  if (queries.some((one) => one.isPending))
    return <ListSkeleton label={loading} rows={rows} variant={variant} />;
  const failedQuery = queries.find((one) => one.isError);
  if (failedQuery) {
    return (
      <EmptyState
        icon={icon}
        title={failed}
        description={showCause ? failedQuery.error?.message : undefined}
        action={
          retry ? (
            <Button variant="outline" size="sm" onClick={() => queries.forEach((one) => void one.refetch())}>
              Try again
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (empty !== undefined && isEmpty) return <EmptyState icon={icon} title={empty} />;
  return null;
}
