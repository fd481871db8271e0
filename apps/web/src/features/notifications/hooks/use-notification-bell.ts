import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Notification, Role } from '@hrms/shared';
import { translate } from '../../../lib/i18n/app';
import { readToken } from '../../../lib/session';
import { useServerEvent } from '../../../lib/realtime';
import { notificationKeys } from '../api/keys';
import { myNotificationsQuery } from '../api/my-notifications';

export const UNREAD_REMINDER_KEY = 'hrms.unreadReminderShownFor';

/**
 * The reminder shows once per sign-in: the flag holds the end of the token it was shown for, so a
 * new sign-in (a new token) shows it again, and sessionStorage ends with the browser tab.
 */
function reminderAlreadyShown(): boolean {
  const token = readToken();
  if (!token) return true;
  try {
    const marker = token.slice(-24);
    if (window.sessionStorage.getItem(UNREAD_REMINDER_KEY) === marker) return true;
    window.sessionStorage.setItem(UNREAD_REMINDER_KEY, marker);
    return false;
  } catch {
    return false;
  }
}

/**
 * Everything the bell needs on every dashboard tab: the unread flag for the header's dot, the live
 * 'New notification: ...' toast (the list is refetched), and the once-per-session reminder.
 */
export function useNotificationBell(role: Role, userId: string | null): { hasUnread: boolean } {
  const queryClient = useQueryClient();
  // Called before the dashboard knows it has a session (hooks run unconditionally): idle until it does.
  const { data } = useQuery({ ...myNotificationsQuery(role, userId ?? ''), enabled: userId !== null });
  const hasUnread = data?.some((item) => item.status === 'unread') ?? false;

  // The payload arrives checked against its shared schema (lib/realtime.ts).
  useServerEvent('new_notification', (arrived) => {
    toast.info(translate('notif.new', { message: arrived.message }));
    if (!userId) return;
    const key = notificationKeys.mine(userId);
    // Show the dot at once, then reload the list from the server (spec section 4).
    queryClient.setQueryData<Notification[]>(key, (list) =>
      list ? [arrived, ...list.filter((item) => item._id !== arrived._id)] : list,
    );
    void queryClient.invalidateQueries({ queryKey: key });
  });

  // Judged on the first answer only: a notification arriving live already has its own toast.
  const judged = useRef(false);
  useEffect(() => {
    if (judged.current || !data) return;
    judged.current = true;
    if (hasUnread && !reminderAlreadyShown()) toast.info(translate('notif.reminder'));
  }, [data, hasUnread]);

  return { hasUnread };
}
