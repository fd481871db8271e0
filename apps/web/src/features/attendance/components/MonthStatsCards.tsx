import type { MonthStats, Role } from '@hrms/shared';
import { Card } from '../../../components/ui/card';
import { useOrgToday } from '../../../lib/org-clock';
import { useMonthStats } from '../api/month-stats';

const CARDS: Array<{ key: keyof MonthStats; label: string; tone: string }> = [
  { key: 'totalDays', label: 'Total Days', tone: 'text-foreground' },
  { key: 'present', label: 'Present', tone: 'text-success' },
  { key: 'absent', label: 'Absent', tone: 'text-destructive' },
  { key: 'sickLeave', label: 'Sick Leave', tone: 'text-[oklch(0.45_0.11_60)]' },
  { key: 'paidLeave', label: 'Paid Leave', tone: 'text-primary' },
  { key: 'halfDay', label: 'Half Day', tone: 'text-[oklch(0.45_0.11_60)]' },
  { key: 'shortLeave', label: 'Short Leave', tone: 'text-primary' },
];

/** The seven current-month stats cards (spec sections 2 and 9); counted on the server. */
export function MonthStatsCards({ role, userId }: { role: Role; userId: string }) {
  const month = useOrgToday().slice(0, 7);
  const query = useMonthStats(role, userId, month);
  return (
    <section
      aria-label="This month's attendance"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7"
    >
      {CARDS.map(({ key, label, tone }) => (
        <Card key={key} className="gap-1 px-4 py-4 sm:gap-1 sm:py-4" data-testid={`stat-${key}`}>
          <p className="text-xs font-medium text-muted-foreground">{label}</p>
          {query.isPending ? (
            <span
              className="h-8 w-10 animate-pulse rounded bg-muted"
              role="status"
              aria-label={`Loading ${label}`}
            />
          ) : (
            <p className={`text-2xl font-semibold tabular-nums ${tone}`}>
              {query.isError ? '--' : query.data[key]}
            </p>
          )}
        </Card>
      ))}
    </section>
  );
}
