import { BellOff } from 'lucide-react';
import { MESSAGES } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton as SharedListSkeleton } from '../../../components/ui/list-state';

/** Notification items are card-height; the skeleton itself is the shared one. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return <SharedListSkeleton label={label} rows={rows} variant="card" />;
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={BellOff}
      title={MESSAGES.dashboardLoadFailed}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
