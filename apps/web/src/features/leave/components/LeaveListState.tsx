import { CalendarX2 } from 'lucide-react';
import { ListEmpty, ListLoadError, ListSkeleton } from '../../../components/ui/list-state';

export function LeaveTableSkeleton({ rows }: { rows?: number }) {
  return <ListSkeleton rows={rows} label="Loading leave requests" />;
}

export function LeaveLoadError({ onRetry }: { onRetry: () => void }) {
  return <ListLoadError onRetry={onRetry} icon={CalendarX2} />;
}

export function LeaveEmpty({ message }: { message: string }) {
  return <ListEmpty message={message} icon={CalendarX2} />;
}
