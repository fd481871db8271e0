import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { formatDateDMY, type Role } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { attendanceKeys } from '../api/keys';

export const LIVE_MESSAGES = {
  updated: 'Attendance records have been updated.',
  absentees: (date: string) => `Absentees have been marked for ${formatDateDMY(date)}.`,
} as const;

const isStaff = (role: Role) => role === 'Admin' || role === 'HR';

/**
 * Spec section 4: attendance_updated and absentees_marked show an info toast and reload lists.
 * Staff lists (all-user, manual marking, sheet) reload only where `staffLists` is on, i.e. while the
 * attendance tab is mounted; my own record and stats reload whenever a change names me.
 */
export function useAttendanceLiveUpdates(
  user: { id: string },
  role: Role,
  options: { staffLists: boolean },
): void {
  const queryClient = useQueryClient();
  const refreshMine = () => {
    void queryClient.invalidateQueries({ queryKey: attendanceKeys.mine(user.id) });
    void queryClient.invalidateQueries({ queryKey: ['attendance', 'stats', user.id] });
  };
  const refreshStaff = () => {
    for (const part of ['everyone', 'month', 'sheet'] as const) {
      void queryClient.invalidateQueries({ queryKey: ['attendance', part] });
    }
  };

  useServerEvent('attendance_updated', (payload) => {
    const aboutMe = payload.userIds.includes(user.id);
    if (aboutMe) refreshMine();
    if (options.staffLists && isStaff(role)) {
      refreshStaff();
      // My own punch already said so with its success toast.
      const onlyMyPunch = aboutMe && payload.userIds.length === 1 && payload.reason.startsWith('punch');
      if (!onlyMyPunch) toast.info(LIVE_MESSAGES.updated, { id: 'attendance-updated' });
    } else if (aboutMe && !payload.reason.startsWith('punch')) {
      toast.info(LIVE_MESSAGES.updated, { id: 'attendance-updated' });
    }
  });

  useServerEvent('absentees_marked', (payload) => {
    refreshMine();
    if (options.staffLists && isStaff(role)) {
      refreshStaff();
      toast.info(LIVE_MESSAGES.absentees(payload.date), { id: 'absentees-marked' });
    }
  });
}
