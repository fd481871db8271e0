import { ClockCard, HomeAttendanceCharts, MonthStatsCards } from '../../features/attendance';
import { EventsSection } from '../../features/events';
import { LeaveHomeCards } from '../../features/leave';
import { MyTasksSection } from '../../features/tasks';
import type { TabPanelProps } from '../dashboard-tabs';

/**
 * The Home tab of every role composes sections owned by several features (features never import
 * each other; the app layer puts them together). Each feature adds its import above and its
 * element in its own slot below.
 */
export default function HomeTab({ user, role }: TabPanelProps) {
  return (
    <div className="grid gap-4 xl:grid-cols-3" data-user={user.id} data-role={role}>
      {/* slot: attendance (clock and punch card; 'Mark Your Attendance' for Admin/HR) */}
      <div className="xl:col-span-3">
        <ClockCard role={role} userId={user.id} />
      </div>
      <div className="grid gap-4 xl:col-span-3">
        {/* slot: communication (month calendar beside My Events) */}
        <EventsSection userId={user.id} role={role} />
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
    </div>
  );
}
