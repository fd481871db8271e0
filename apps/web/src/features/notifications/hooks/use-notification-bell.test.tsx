import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type Notification } from '@hrms/shared';
import { emitLocally } from '../../../lib/realtime';
import { saveSession } from '../../../lib/session';
import { myNotificationsQuery } from '../api/my-notifications';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { UNREAD_REMINDER_KEY, useNotificationBell } from './use-notification-bell';

const item = (over: Partial<Notification>): Notification => ({
  _id: 'n1',
  message: 'Office closed on Monday.',
  date: '2026-11-20',
  sentAt: '2026-11-20T04:30:00.000Z',
  recipient: 'all',
  sentBy: { name: 'Anita Admin', role: 'Admin' },
  status: 'read',
  ...over,
});

function Bell() {
  const { hasUnread } = useNotificationBell('HR', 'hr-1');
  // Watches the bell's own query without fetching: tells a test when the first answer is on screen.
  const { isSuccess } = useQuery({ ...myNotificationsQuery('HR', 'hr-1'), enabled: false });
  return (
    <output data-testid="dot" data-loaded={isSuccess}>
      {hasUnread ? 'unread' : 'none'}
    </output>
  );
}

/** The server's list; a test may change it, as a real send would. */
function renderBell(list: Notification[]) {
  const { spy: fetchSpy } = stubFetch(() => jsonResponse(list));
  return { ...renderWithClient(<Bell />), fetchSpy };
}

describe('useNotificationBell', () => {
  it('reminds once per sign-in when unread notifications exist', async () => {
    sessionStorage.clear();
    saveSession('header.payload.first-token-signature', {
      _id: 'hr-1',
      id: 'hr-1',
      name: 'H',
      email: 'h@x.in',
      role: 'HR',
    });
    const first = renderBell([item({ status: 'unread' })]);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.unreadReminder)).toBeInTheDocument();
    expect(screen.getByTestId('dot')).toHaveTextContent('unread');
    first.unmount();

    // Same sign-in (a reload): no second reminder.
    renderBell([item({ status: 'unread' })]);
    await screen.findByText('unread');
    expect(await screen.findAllByText(NOTIFICATION_MESSAGES.unreadReminder)).toHaveLength(1);
    expect(sessionStorage.getItem(UNREAD_REMINDER_KEY)).not.toBeNull();
  });

  it('a live notification shows its toast and the dot, without the reminder', async () => {
    sessionStorage.clear();
    saveSession('header.payload.second-token-signature', {
      _id: 'hr-1',
      id: 'hr-1',
      name: 'H',
      email: 'h@x.in',
      role: 'HR',
    });
    const list = [item({ status: 'read' })];
    const { fetchSpy } = renderBell(list);
    // The first answer is on screen (and judged: React runs its effects before the next render)
    // before the live one; had the live event come first, its refetch would replace that answer.
    await waitFor(() => expect(screen.getByTestId('dot')).toHaveAttribute('data-loaded', 'true'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('dot')).toHaveTextContent('none');
    const arrived = item({ _id: 'n2', message: 'Bring your PAN card.', status: 'unread' });
    list.unshift(arrived);
    act(() => emitLocally('new_notification', arrived));
    expect(await screen.findByText('New notification: Bring your PAN card.')).toBeInTheDocument();
    expect(screen.getByTestId('dot')).toHaveTextContent('unread');
    // The reminder was never shown for this sign-in (its marker is written only when it is).
    expect(sessionStorage.getItem(UNREAD_REMINDER_KEY)).toBeNull();
  });
});
