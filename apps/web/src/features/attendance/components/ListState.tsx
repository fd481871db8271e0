import { CalendarX2 } from 'lucide-react';
import { ATTENDANCE_MESSAGES } from '@hrms/shared';
import { ListEmpty, ListLoadError, ListSkeleton } from '../../../components/ui/list-state';

export function AttendanceSkeleton({
  rows,
  label = 'Loading attendance',
}: {
  rows?: number;
  label?: string;
}) {
  return <ListSkeleton rows={rows} label={label} />;
}

export function AttendanceLoadError({ onRetry }: { onRetry: () => void }) {
  return <ListLoadError onRetry={onRetry} icon={CalendarX2} />;
}

export function AttendanceEmpty({ message = ATTENDANCE_MESSAGES.noRecords }: { message?: string }) {
  return <ListEmpty message={message} icon={CalendarX2} />;
}
