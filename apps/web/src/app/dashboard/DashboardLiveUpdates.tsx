import type { Role, SessionUser } from '@hrms/shared';
import { useRealtimeConnection } from '../../lib/realtime';
import { useWorkCalendarLiveUpdates } from '../../lib/work-calendar';
import type { Session } from '../../lib/session';
import { useApprovalsLiveUpdates } from '../../features/approvals/live';
import { useCorrectionLiveUpdates } from '../../features/attendance/live';
import { useLeaveLiveUpdates } from '../../features/leave/live';
import { useSalaryLiveUpdates } from '../../features/payroll/live';
import { useEmployeeLiveUpdates } from '../../features/people/live';
import { useAdminTaskUpdates, usePersonalTaskUpdates } from '../../features/tasks/live';
import { useClaimLiveUpdates } from '../../features/claims/live';
import { useAdvanceLiveUpdates } from '../../features/advances/live';
import { useOvertimeLiveUpdates } from '../../features/overtime/live';

/**
 * Spec section 4: each realtime event shows its toast and updates its lists whichever tab is open.
 * Each feature's listener is mounted here once for the whole dashboard (not inside its tab, where it
 * would miss events while another tab shows, or fire twice when two of its sections are visible).
 * Events only reach the rooms allowed to see them, so mounting every listener for every role is safe.
 * Attendance stays inside its tab on purpose: the spec has Admin refresh it only on that tab.
 *
 * The dashboard loads this module after its first paint (with the event schemas it parses), and the
 * socket opens here, after every listener above is in place, so no event arrives unheard.
 */
export default function DashboardLiveUpdates({ session, role }: { session: Session; role: Role }) {
  const user: SessionUser = session.user;
  useLeaveLiveUpdates(user, role);
  useCorrectionLiveUpdates(user, role);
  useApprovalsLiveUpdates(user, role);
  useSalaryLiveUpdates(user, role);
  useEmployeeLiveUpdates(role);
  usePersonalTaskUpdates(user.id);
  useAdminTaskUpdates(user.id);
  useWorkCalendarLiveUpdates();
  // Issue 45: claims and advances submitted and decided.
  useClaimLiveUpdates(user);
  useAdvanceLiveUpdates(user);
  // Issue 45: on-duty / WFH requests asked and decided, overtime and comp-off claims decided.
  useOvertimeLiveUpdates(user);
  // Live updates (spec section 4) need the socket on every dashboard tab, not only on the details page.
  useRealtimeConnection(session);
  return null;
}
