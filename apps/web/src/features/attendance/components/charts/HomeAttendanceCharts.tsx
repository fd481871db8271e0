import type { ReactNode } from 'react';
import type { Role } from '@hrms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useOrgToday } from '../../../../lib/org-clock';
import { useAllAttendance } from '../../api/all-attendance';
import { useAttendanceTrends } from '../../api/attendance-trends';
import { useMonthStats } from '../../api/month-stats';
import { usePeopleList } from '../../../../lib/people-list';
import { BarChart } from './BarChart';
import { DonutChart } from './DonutChart';
import { monthSegments, shortMonth, spokenSummary, todaySegments } from './glance';

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
const Failed = () => <p className="text-sm text-muted-foreground">The chart could not be loaded.</p>;

/** Employee Home: my month at a glance (the same numbers as the stats cards, one query shared). */
function MyMonthChart({ role, userId }: { role: Role; userId: string }) {
  const month = useOrgToday().slice(0, 7);
  const query = useMonthStats(role, userId, month);
  if (query.isPending) return <Pending label="Loading this month's chart" />;
  if (query.isError) return <Failed />;
  const segments = monthSegments(query.data);
  return (
    <DonutChart
      segments={segments}
      summary={spokenSummary('This month', segments)}
      centre={String(query.data.present)}
      centreCaption={`of ${query.data.totalDays} days`}
    />
  );
}

/** Admin/HR Home: today across the organisation, from the all-attendance 'today' list and the headcount. */
function OrganisationTodayChart({ role }: { role: Role }) {
  const today = useAllAttendance(role, 'today');
  const people = usePeopleList(role);
  if (today.isPending || people.isPending) return <Pending label="Loading today's chart" />;
  if (today.isError || people.isError) return <Failed />;
  const segments = todaySegments(today.data, people.data.length);
  return (
    <DonutChart
      segments={segments}
      summary={spokenSummary(`Today, ${people.data.length} people`, segments)}
      centre={String(segments[0]!.value)}
      centreCaption={`of ${people.data.length} in`}
    />
  );
}

/** Admin Home: present rate and leave days over the last six months. */
function TrendsChart() {
  const query = useAttendanceTrends();
  if (query.isPending) return <Pending label="Loading attendance trends" />;
  if (query.isError) return <Failed />;
  const rates = query.data.map((t) => ({
    label: shortMonth(t.month),
    value: t.presentRate,
    display: t.presentRate === null ? '–' : `${Math.round(t.presentRate)}%`,
  }));
  const leave = query.data.map((t) => ({
    label: shortMonth(t.month),
    value: t.leave,
    display: String(t.leave),
  }));
  const say = (bars: typeof rates) =>
    bars.map((b) => `${b.label} ${b.value === null ? 'no data' : b.display}`).join(', ');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BarChart
        title="Present rate"
        bars={rates}
        max={100}
        summary={`Present rate by month: ${say(rates)}.`}
        className="text-success"
        fill="solid"
      />
      <BarChart
        title="Leave days"
        bars={leave}
        max={Math.max(1, ...leave.map((b) => b.value))}
        summary={`Leave days by month: ${say(leave)}.`}
        className="text-primary"
        fill="dots"
      />
    </div>
  );
}

/** The Home tab's chart slot: my month (Employee), the organisation today (Admin, HR), trends (Admin). */
export function HomeAttendanceCharts({ role, userId }: { role: Role; userId: string }) {
  if (role === 'Employee')
    return (
      <ChartCard
        title="This month at a glance"
        description="Present, absent, leave and the days still to come."
      >
        <MyMonthChart role={role} userId={userId} />
      </ChartCard>
    );
  return (
    <div className={`grid gap-4 ${role === 'Admin' ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}>
      <ChartCard title="Today at a glance" description="Everyone's attendance so far today.">
        <OrganisationTodayChart role={role} />
      </ChartCard>
      {role === 'Admin' && (
        <ChartCard title="Attendance trends" description="The last six months, up to today.">
          <TrendsChart />
        </ChartCard>
      )}
    </div>
  );
}
