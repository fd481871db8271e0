import type { MonthStats, Role } from '@hrms/shared';
import { Card } from '../../../components/ui/card';
import { useOrgToday } from '../../../lib/org-clock';
import { useMonthStats } from '../api/month-stats';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import type { MessageKey } from '../../../lib/i18n/keys';

const CARDS: Array<{ key: keyof MonthStats; label: MessageKey; tone: string }> = [
  { key: 'totalDays', label: 'stats.totalDays', tone: 'text-foreground' },
  { key: 'present', label: 'status.Present', tone: 'text-success' },
  { key: 'absent', label: 'status.Absent', tone: 'text-destructive' },
  { key: 'sickLeave', label: 'status.Sick Leave', tone: 'text-[oklch(0.45_0.11_60)]' },
  { key: 'paidLeave', label: 'status.Paid Leave', tone: 'text-primary' },
  { key: 'halfDay', label: 'status.Half Day', tone: 'text-[oklch(0.45_0.11_60)]' },
  { key: 'shortLeave', label: 'status.Short Leave', tone: 'text-primary' },
];

/** The seven current-month stats cards (spec sections 2 and 9); counted on the server. */
export function MonthStatsCards({ role, userId }: { role: Role; userId: string }) {
  const { t, digits } = useT();
  const month = useOrgToday().slice(0, 7);
  const query = useMonthStats(role, userId, month);
  return (
    <section aria-label={t('stats.title')} className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      {CARDS.map(({ key, label: labelKey, tone }) => {
        const label = t(labelKey);
        return (
          <Card key={key} className="gap-1 px-4 py-4 sm:gap-1 sm:py-4" data-testid={`stat-${key}`}>
            <p className="text-xs font-medium text-muted-foreground">{label}</p>
            {query.isPending ? (
              <span
                className="h-8 w-10 animate-pulse rounded bg-muted"
                role="status"
                aria-label={t('stats.loading', { label })}
              />
            ) : (
              <p className={cn('text-2xl font-semibold tabular-nums', tone)}>
                {query.isError ? '--' : toDigits(String(query.data[key]), digits)}
              </p>
            )}
          </Card>
        );
      })}
    </section>
  );
}
