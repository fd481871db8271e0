import type { LeaveRequest } from '@hrms/shared';
import { formatDateDMY } from '../../../lib/format';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import { daysText } from './leave-text';

/** Under a request's type: the days it takes, the unpaid (loss of pay) part and the sandwiched days. */
export function LeaveDaysNote({ leave }: { leave: LeaveRequest }) {
  const { t, digits } = useT();
  if (leave.days === undefined) return null;
  const sandwich = leave.sandwichDates ?? [];
  const dates = sandwich.map((date) => toDigits(formatDateDMY(date), digits)).join(', ');
  return (
    <span className="block text-xs font-normal whitespace-normal text-muted-foreground">
      {daysText(leave.days)}
      {leave.unpaidDays ? t('note.unpaid', { days: daysText(leave.unpaidDays) }) : ''}
      {sandwich.length > 0 ? t('note.including', { dates }) : ''}
    </span>
  );
}
