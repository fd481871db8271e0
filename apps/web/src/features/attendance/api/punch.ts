import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { AttendanceRecord, Role } from '@hrms/shared';
import { ApiError } from '../../../lib/api';
import { call } from '../../../lib/api-client';
import { LocationError } from '../geolocation';
import { attendanceKeys } from './keys';
import { punchInFromHere } from './punch-in';
import { translate } from '../../../lib/i18n/app';
import { errorText } from '../../../lib/i18n/errors';

export type PunchKind = 'in' | 'out';

interface PunchContext {
  /** Each list the punch patched (my whole history when loaded, and the clock card's today), as it was. */
  previous: Array<[key: readonly unknown[], rows: AttendanceRecord[] | undefined]>;
}

/** The row the screen shows before the server answers (times are the org clock's HH:MM). */
export function optimisticRows(
  rows: AttendanceRecord[] | undefined,
  kind: PunchKind,
  today: string,
  hhmm: string,
): AttendanceRecord[] {
  const list = rows ?? [];
  const current = list.find((row) => row.date === today);
  if (kind === 'in') {
    if (current) return list.map((row) => (row === current ? { ...row, checkIn: hhmm } : row));
    return [
      { _id: `optimistic-${today}`, date: today, checkIn: hhmm, checkOut: '--', status: 'Punched In' },
      ...list,
    ];
  }
  if (!current) return list;
  const status = current.status === 'Punched In' ? 'Present' : current.status;
  return list.map((row) => (row === current ? { ...row, checkOut: hhmm, status } : row));
}

const upsert = (rows: AttendanceRecord[] | undefined, saved: AttendanceRecord): AttendanceRecord[] => {
  const rest = (rows ?? []).filter((row) => row.date !== saved.date);
  return [saved, ...rest].sort((a, b) => b.date.localeCompare(a.date));
};

/**
 * Punch in or out in my own area: the server stamps the time; punch-in sends the browser's position
 * only when office locations are set (api/punch-in.ts). The screen moves first and
 * goes back on failure with the spec's toast (section 8); the server's reason is the description.
 */
export function usePunch(role: Role, userId: string, kind: PunchKind) {
  const queryClient = useQueryClient();
  // The clock card reads today's row alone; My Attendance the whole history: a punch patches both.
  const keysFor = (today: string) =>
    [attendanceKeys.mineOn(userId, today), attendanceKeys.mine(userId)] as const;
  return useMutation<AttendanceRecord, Error, { today: string; time: string }, PunchContext>({
    mutationKey: ['attendance', 'punch', kind],
    mutationFn: () =>
      kind === 'in'
        ? punchInFromHere(queryClient, role, userId)
        : call('attendance', 'punchOut', { role, own: userId }),
    onMutate: async ({ today, time }) => {
      const [day, history] = keysFor(today);
      const previous: PunchContext['previous'] = [];
      for (const key of [day, history]) {
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        const rows = queryClient.getQueryData<AttendanceRecord[]>(key);
        previous.push([key, rows]);
        // Today's list always (the card shows it at once); the history only when it is loaded.
        if (key === day || rows !== undefined)
          queryClient.setQueryData<AttendanceRecord[]>(key, (list) =>
            optimisticRows(list, kind, today, time),
          );
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      for (const [key, rows] of context?.previous ?? []) queryClient.setQueryData(key, rows);
      const description =
        (error instanceof ApiError && error.status >= 400) || error instanceof LocationError
          ? errorText(error)
          : undefined;
      toast.error(
        translate(kind === 'in' ? 'punch.inFailed' : 'punch.outFailed'),
        description ? { description } : undefined,
      );
    },
    onSuccess: (saved, { today }) => {
      for (const key of keysFor(today))
        if (queryClient.getQueryData(key) !== undefined)
          queryClient.setQueryData<AttendanceRecord[]>(key, (rows) => upsert(rows, saved));
      toast.success(translate(kind === 'in' ? 'punch.inSuccess' : 'punch.outSuccess'));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['attendance', 'stats', userId] });
    },
  });
}
