import type { LeaveBalance } from '@hrms/shared';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateDMY } from '../../../lib/format';
import { useOrgToday } from '../../../lib/org-clock';
import { useLeaveBalances } from '../api/balances';
import { previewInput, useLeavePreview } from '../api/preview';
import { balanceSentence } from './balance-sentence';
import { formatDays } from './leave-days';

interface LeavePreviewPanelProps {
  userId: string;
  type: string;
  startDate: string;
  endDate: string;
  /** The type spans several days (Sick Leave, or a custom type that says so; issue 40). */
  multiDay?: boolean;
  /** A half day of a custom type that allows it. */
  halfDay?: boolean;
}

function balanceText(type: string, balances: readonly LeaveBalance[] | undefined): string | null {
  const own = balances?.find((balance) => balance.type === type);
  if (!own) return null;
  const source = own.countsAgainst
    ? (balances?.find((balance) => balance.type === own.countsAgainst) ?? own)
    : own;
  const monthly = own.monthMax !== null ? ` (${own.monthUsed ?? 0} of ${own.monthMax} this month)` : '';
  if (source.unlimited || source.available === null) return `${type}: no quota${monthly}.`;
  const from = source.type === type ? '' : ` (taken from ${source.type})`;
  return `${type} balance${from}: ${formatDays(source.available)} available${monthly}.`;
}

const dateList = (dates: readonly string[]) => dates.map(formatDateDMY).join(', ');

/** What the request would take (issue 20): the type's balance, working and sandwiched days, unpaid days, a refusal. */
export function LeavePreviewPanel({
  userId,
  type,
  startDate,
  endDate,
  multiDay,
  halfDay = false,
}: LeavePreviewPanelProps) {
  const balances = useLeaveBalances(userId);
  const today = useOrgToday();
  const input = previewInput(type, startDate, endDate, multiDay, halfDay);
  const preview = useLeavePreview(userId, input);
  if (!type) return null;
  const data = input ? preview.data : undefined;
  // Issue 40: once the dates are known, one sentence that adds up replaces today's balance, so the figure
  // shown and a refusal's figure are the same number.
  const sentence = data && input ? balanceSentence(data, input.startDate, today) : null;
  const balance = sentence ?? balanceText(type, balances.data);

  return (
    <div
      aria-live="polite"
      data-testid="leave-preview"
      className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm"
    >
      <p className="font-medium" data-testid="leave-balance-sentence">
        {balance ?? (balances.isPending ? 'Loading your balance...' : null)}
      </p>
      {input && preview.isPending ? <Spinner label="Working out the days" /> : null}
      {input && preview.isError ? <p className="text-muted-foreground">{preview.error.message}</p> : null}
      {data ? (
        <>
          <p>
            This request takes <strong>{formatDays(data.days)}</strong>
            {data.balanceType !== data.type ? ` of ${data.balanceType}` : ''}
            {data.workingDates.length > 0 ? ` (working days: ${dateList(data.workingDates)})` : ''}.
          </p>
          {data.sandwichDates.length > 0 ? (
            <p>Sandwiched weekly offs and holidays counted as leave: {dateList(data.sandwichDates)}.</p>
          ) : null}
          {data.unpaidDays > 0 ? (
            <p className="font-medium text-[oklch(0.45_0.11_60)]">
              {formatDays(data.unpaidDays)} beyond your balance will be unpaid (loss of pay).
            </p>
          ) : null}
          {data.refusal ? <p className="font-medium text-[oklch(0.47_0.19_27)]">{data.refusal}</p> : null}
        </>
      ) : null}
    </div>
  );
}
