import type { LeaveRequest } from '@hrms/shared';
import { formatDateDMY } from '../../../lib/format';
import { formatDays } from './leave-days';

/** Under a request's type: the days it takes, the unpaid (loss of pay) part and the sandwiched days. */
export function LeaveDaysNote({ leave }: { leave: LeaveRequest }) {
  if (leave.days === undefined) return null;
  const sandwich = leave.sandwichDates ?? [];
  return (
    <span className="block text-xs font-normal whitespace-normal text-muted-foreground">
      {formatDays(leave.days)}
      {leave.unpaidDays ? `, ${formatDays(leave.unpaidDays)} unpaid` : ''}
      {sandwich.length > 0 ? ` (incl. ${sandwich.map(formatDateDMY).join(', ')})` : ''}
    </span>
  );
}
