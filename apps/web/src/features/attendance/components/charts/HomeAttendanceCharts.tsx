import type { ReactNode } from 'react';
import type { Role } from '@hrms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { useOrgToday } from '../../../../lib/org-clock';
import { useAllAttendance } from '../../api/all-attendance';
import { useAttendanceTrends } from '../../api/attendance-trends';
import { useMonthStats } from '../../api/month-stats';
import { usePeopleList } from '../../../../lib/people-list';
import { BarChart } from './BarChart';
import { DonutChart } from './DonutChart';
import { monthSegments, shortMonth, spokenSummary, todaySegments } from './glance';
import { translate, useT } from '../../../../lib/i18n/app';

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const Pending = ({ label }: { label: string }) => (
  <div role="status" aria-label={label} className="h-32 animate-pulse rounded-md bg-muted" />
);
const Failed = () => <p className="text-sm text-muted-foreground">{translate('charts.failed')}</p>;

/** Employee Home: my month at a glance (the same numbers as the stats cards, one query shared). */
function MyMonthChart({ role, userId }: { role: Role; userId: string }) {
  const { t } = useT();
  const month = useOrgToday().slice(0, 7);
  const query = useMonthStats(role, userId, month);
  if (query.isPending) return <Pending label={t('charts.loadingMonth')} />;
  if (query.isError) return <Failed />;
  const segments = monthSegments(query.data);
  return (
    <DonutChart
      segments={segments}
      summary={spokenSummary(t('charts.thisMonth'), segments)}
      centre={String(query.data.present)}
      centreCaption={t('charts.ofDays', { count: String(query.data.totalDays) })}
    />
  );
}

/** Admin/HR Home: today across the organisation, from the all-attendance 'today' list and the headcount. */
function OrganisationTodayChart({ role }: { role: Role }) {
  const { t } = useT();
  const today = useAllAttendance(role, 'today');
  const people = usePeopleList(role);
  if (today.isPending || people.isPending) return <Pending label={t('charts.loadingToday')} />;
  if (today.isError || people.isError) return <Failed />;
  const segments = todaySegments(today.data, people.data.length);
  return (
    <DonutChart
      segments={segments}
      summary={spokenSummary(t('charts.todayPeople', { count: String(people.data.length) }), segments)}
      centre={String(segments[0]!.value)}
      centreCaption={t('charts.ofIn', { count: String(people.data.length) })}
    />
  );
}

/** Admin Home: present rate and leave days over the last six months. */
function TrendsChart() {
  const { t } = useT();
  const query = useAttendanceTrends();
  if (query.isPending) return <Pending label={t('charts.loadingTrends')} />;
  if (query.isError) return <Failed />;
  const rates = query.data.map((trend) => ({
    label: shortMonth(trend.month),
    value: trend.presentRate,
    display: trend.presentRate === null ? '–' : `${Math.round(trend.presentRate)}%`,
  }));
  const leave = query.data.map((trend) => ({
    label: shortMonth(trend.month),
    value: trend.leave,
    display: String(trend.leave),
  }));
  const say = (bars: typeof rates) =>
    bars.map((b) => `${b.label} ${b.value === null ? t('charts.noData') : b.display}`).join(', ');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BarChart
        title={t('charts.presentRate')}
        bars={rates}
        max={100}
        summary={t('charts.presentRateBy', { bars: say(rates) })}
        className="text-success"
        fill="solid"
      />
      <BarChart
        title={t('charts.leaveDays')}
        bars={leave}
        max={Math.max(1, ...leave.map((b) => b.value))}
        summary={t('charts.leaveDaysBy', { bars: say(leave) })}
        className="text-primary"
        fill="dots"
      />
    </div>
  );
}

/** The Home tab's chart slot: my month (Employee), the organisation today (Admin, HR), trends (Admin). */
export function HomeAttendanceCharts({ role, userId }: { role: Role; userId: string }) {
  const { t } = useT();
  if (role === 'Employee')
    return (
      <ChartCard title={t('charts.monthTitle')} description={t('charts.monthDescription')}>
        <MyMonthChart role={role} userId={userId} />
      </ChartCard>
    );
  return (
    <div className={cn('grid gap-4', role === 'Admin' && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]')}>
      <ChartCard title={t('charts.todayTitle')} description={t('charts.todayDescription')}>
        <OrganisationTodayChart role={role} />
      </ChartCard>
      {role === 'Admin' && (
        <ChartCard title={t('charts.trendsTitle')} description={t('charts.trendsDescription')}>
          <TrendsChart />
        </ChartCard>
      )}
    </div>
  );
}
