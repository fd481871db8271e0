import { HomeAttendanceCharts, MonthStatsCards } from '../../features/attendance/home';
import { EventsSection } from '../../features/events/home';
import { LeaveHomeCards } from '../../features/leave/home';
import { MyTasksSection } from '../../features/tasks/home';
import { MyOnboardingCard } from '../../features/lifecycle/home';
import { SetupGuide } from '../../features/organisation/home';
import { HeldPunches, PhonePushToggle } from '../../features/devices/home';
import { SettlementsDueCard } from '../../features/exit/home';
import { useNavigate } from 'react-router';
import type { TabPanelProps } from '../dashboard-tabs';

/**
 * Everything on Home below the clock card, in its own chunk (the calendar, charts and lists): it
 * downloads and renders after the clock card has painted. Each feature adds its element in its slot.
 */
export default function HomeSections({ user, role }: TabPanelProps) {
  const navigate = useNavigate();
  return (
    <>
      {/* slot: exit (HR and Admin: settlements near or past their due date; issue 43) */}
      <div className="xl:col-span-3 empty:hidden">
        <SettlementsDueCard role={role} openProfile={(id) => void navigate(`/details/${id}`)} />
      </div>
      {/* slot: organisation (the Admin's first-run checklist and where mail goes; issue 40) */}
      {role === 'Admin' ? <SetupGuide /> : null}
      {/* slot: devices (this phone's notifications, when the browser can; issue 46) */}
      <PhonePushToggle role={role} />
      {/* slot: devices (HR: punches held for a device clock, only when there are any) */}
      {role === 'HR' ? <HeldPunches role="HR" onlyWhenAny /> : null}
      <div className="grid gap-4 xl:col-span-3">
        {/* slot: communication (month calendar beside My Events) */}
        <EventsSection userId={user.id} role={role} />
      </div>
      {/* slot: lifecycle (the person's open onboarding items; nothing when none; issue 43) */}
      <div className="empty:hidden xl:col-span-3">
        <MyOnboardingCard userId={user.id} />
      </div>
      <div className="grid gap-4 xl:col-span-3">
        {/* slot: communication (My Assigned Tasks) */}
        <MyTasksSection userId={user.id} />
      </div>
      <div className="xl:col-span-3">
        {/* slot: attendance (current-month stats cards) */}
        <MonthStatsCards role={role} userId={user.id} />
      </div>
      <div className="xl:col-span-3">
        {/* slot: attendance (charts: my month / the organisation today; Admin also the trends) */}
        <HomeAttendanceCharts role={role} userId={user.id} />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:col-span-3">
        {/* slot: leave (Leave Requests Summary / My Applied Leaves, and Last Leave Application) */}
        <LeaveHomeCards user={user} role={role} />
      </div>
    </>
  );
}
