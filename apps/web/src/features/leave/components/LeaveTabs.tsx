import type { Role, SessionUser } from '@hrms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SectionCard } from '../../../components/ui/section-card';
import { ApplyLeaveDialog } from './ApplyLeaveDialog';
import { BalancesReport } from './balances/BalancesReport';
import { LeaveBalances } from './balances/LeaveBalances';
import { OpeningBalancesPanel } from './balances/OpeningBalancesPanel';
import { TeamLeaveCalendar } from './calendar/TeamLeaveCalendar';
import { ApproverLeaveTable } from './ApproverLeaveTable';
import { MyLeaveRequestsTable } from './MyLeaveRequestsTable';
import { useT } from '../../../lib/i18n/app';

interface LeaveTabProps {
  user: SessionUser;
  role: Role;
}

function MyLeaveCard({
  user,
  title,
  description,
}: {
  user: SessionUser;
  title: string;
  description: string;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <ApplyLeaveDialog userId={user.id} />
      </CardHeader>
      <CardContent>
        <MyLeaveRequestsTable userId={user.id} />
      </CardContent>
    </Card>
  );
}

function MyBalances({ user, title }: { user: SessionUser; title: string }) {
  const { t } = useT();
  return (
    <SectionCard title={title} description={t('leaveTab.balancesDescription')}>
      <LeaveBalances personId={user.id} />
    </SectionCard>
  );
}

/** The employee's Leave Requests tab: balances, the Apply button and my requests, my leave calendar. */
export function EmployeeLeaveTab({ user, role }: LeaveTabProps) {
  const { t } = useT();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <MyBalances user={user} title={t('leaveTab.balances')} />
      <MyLeaveCard
        user={user}
        title={t('tab.leave-requests')}
        description={t('leaveTab.requestsDescription')}
      />
      <SectionCard title={t('leaveTab.calendar')} description={t('leaveTab.calendarDescription')}>
        <TeamLeaveCalendar role={role} />
      </SectionCard>
    </div>
  );
}

/** Admin and HR: Pending Leave Requests to decide, then My Leave Requests. */
export function ApproverLeaveTab({ user, role }: LeaveTabProps) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Pending Leave Requests</CardTitle>
          <CardDescription>
            Pending requests first; requests decided in the last 30 days follow for context.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ApproverLeaveTable role={role} userId={user.id} />
        </CardContent>
      </Card>
      <SectionCard
        title="Team Leave Calendar"
        description="Who is on leave each day of the month (approved, and pending in dashes), with the holidays."
      >
        <TeamLeaveCalendar role={role} />
      </SectionCard>
      <SectionCard
        title="Everyone's Leave Balances"
        description="Days left of each type with a quota, by department and location, with subtotals."
      >
        <BalancesReport role={role} />
      </SectionCard>
      <SectionCard
        title="Opening Leave Balances"
        description="Each person's balance on a date from your previous records, one by one or from a CSV file."
      >
        <OpeningBalancesPanel role={role} />
      </SectionCard>
      <MyBalances user={user} title="My Leave Balances" />
      <MyLeaveCard
        user={user}
        title="My Leave Requests"
        description="Your own requests; another approver decides them."
      />
    </div>
  );
}
