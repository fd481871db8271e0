import { CalendarX2 } from 'lucide-react';
import { ATTENDANCE_MESSAGES } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

export function AttendanceSkeleton({
  rows = 3,
  label = 'Loading attendance',
}: {
  rows?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-10 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}

export function AttendanceLoadError({ onRetry }: { onRetry: () => void }) {
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

export function AttendanceEmpty({ message = ATTENDANCE_MESSAGES.noRecords }: { message?: string }) {
  return <EmptyState icon={CalendarX2} title={message} />;
}
