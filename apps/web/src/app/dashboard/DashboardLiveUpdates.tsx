import type { Role, SessionUser } from '@hrms/shared';
import { useLeaveLiveUpdates } from '../../features/leave';
import { useSalaryLiveUpdates } from '../../features/payroll';
import { useEmployeeLiveUpdates } from '../../features/people';
import { useAdminTaskUpdates, usePersonalTaskUpdates } from '../../features/tasks';

/**
 * Spec section 4: each realtime event shows its toast and updates its lists whichever tab is open.
 * Each feature's listener is mounted here once for the whole dashboard (not inside its tab, where it
 * would miss events while another tab shows, or fire twice when two of its sections are visible).
 * Events only reach the rooms allowed to see them, so mounting every listener for every role is safe.
 * Attendance stays inside its tab on purpose: the spec has Admin refresh it only on that tab.
 */
export function DashboardLiveUpdates({ user, role }: { user: SessionUser; role: Role }) {
  useLeaveLiveUpdates(user, role);
  useSalaryLiveUpdates(user, role);
  useEmployeeLiveUpdates(role);
  usePersonalTaskUpdates(user.id);
  useAdminTaskUpdates(user.id);
  return null;
}
