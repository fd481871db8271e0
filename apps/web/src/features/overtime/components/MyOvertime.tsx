import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { formatDateDMY, formatRupees, OVERTIME_MESSAGES as M } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';

const hours = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
};
const STATUS_VARIANT = { Pending: 'secondary', Approved: 'success', Rejected: 'destructive' } as const;

/**
 * The person's own overtime (issue 45, docs/overtime.md) on their Attendance tab: each day's claimed hours, what
 * was approved and by whom, the payroll month and amount. Shown once there is a claim (never on a fresh
 * install, where overtime is off), so the spec's Attendance tab is unchanged until then.
 */
export function MyOvertime({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: ['overtime', 'mine', userId] as const,
    queryFn: ({ signal }) => call('overtime', 'listOwn', { own: userId, signal }),
  });
  const items = query.data ?? [];
  if (query.isSuccess && items.length === 0) return null;
  return (
    <SectionCard title="My overtime" description="Hours beyond your shift, as claimed from your punches.">
      {renderListState({
        query,
        loading: 'Loading your overtime',
        failed: 'Could not load your overtime.',
        empty: M.noClaims,
        isEmpty: items.length === 0,
        icon: Clock,
      }) ?? (
        <ul className="divide-y" aria-label="My overtime">
          {items.map((claim) => (
            <li key={claim.id} className="grid gap-1 py-2 text-sm" data-testid="my-overtime">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {formatDateDMY(claim.date)} ·{' '}
                  {claim.kind === 'comp-off'
                    ? `Comp-off ${claim.compOffDays ?? 1} day`
                    : hours(claim.claimedMinutes)}
                </span>
                <Badge variant={STATUS_VARIANT[claim.status]}>{claim.status}</Badge>
              </div>
              <span className="text-muted-foreground">
                Worked {hours(claim.workedMinutes)} ({claim.shift})
                {claim.approvedMinutes !== null && claim.approvedMinutes !== claim.claimedMinutes
                  ? ` · approved ${hours(claim.approvedMinutes)}`
                  : ''}
                {claim.amount !== null ? ` · ${formatRupees(claim.amount)}` : ''}
                {claim.payMonth ? ` with the ${claim.payMonth} salary` : ''}
                {claim.compOffExpiresOn ? ` · expires ${formatDateDMY(claim.compOffExpiresOn)}` : ''}
                {claim.decidedBy ? ` · by ${claim.decidedBy.name}` : ''}
              </span>
              {claim.reason ? <span className="text-muted-foreground">Reason: {claim.reason}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
