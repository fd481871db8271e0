import { CalendarX2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** Loading skeleton rows, so the table does not jump when the answer arrives. */
export function LeaveTableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading leave requests" className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-10 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}

export function LeaveLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={CalendarX2}
      title="Failed to fetch dashboard data."
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

export function LeaveEmpty({ message }: { message: string }) {
  return <EmptyState icon={CalendarX2} title={message} />;
}
