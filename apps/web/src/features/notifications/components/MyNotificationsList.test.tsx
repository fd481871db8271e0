import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type Notification } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { MyNotificationsList } from './MyNotificationsList';

const unread: Notification = {
  _id: '11111111-1111-4111-8111-111111111111',
  message: 'Office closed on Monday.',
  date: '2026-11-20',
  sentAt: '2026-11-20T04:30:00.000Z',
  recipient: 'all',
  sentBy: { name: 'Anita Admin', role: 'Admin' },
  status: 'unread',
};

function renderList(markReadAnswer: () => Response) {
  stubFetch(({ url }) => {
    if (url === '/api/employees/emp-1/notifications') return jsonResponse([unread]);
    if (url === `/api/employees/emp-1/notifications/${unread._id}`) return markReadAnswer();
    return undefined;
  });
  renderWithClient(<MyNotificationsList role="Employee" userId="emp-1" title="My Notifications" />);
}

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

describe('MyNotificationsList', () => {
  it('marks as read at once and confirms', async () => {
    const user = userEvent.setup();
    renderList(() => jsonResponse({ ...unread, status: 'read' }));
    expect(await screen.findByText('Office closed on Monday.')).toBeInTheDocument();
    expect(screen.getByText('From Anita Admin (Admin) · 20/11/2026, 10:00 AM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));
    expect(screen.queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
    expect(await screen.findByText(NOTIFICATION_MESSAGES.markedRead)).toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();
  });

  it('reverts and says so when the server refuses', async () => {
    const user = userEvent.setup();
    renderList(() => jsonResponse({ message: 'Something went wrong on our side. Please try again.' }, 500));
    await user.click(await screen.findByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.markReadFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument());
    expect(screen.getByText('Unread')).toBeInTheDocument();
  });

  it('filters to today and shows the empty message', async () => {
    const user = userEvent.setup();
    renderList(() => jsonResponse(unread));
    await screen.findByText('Office closed on Monday.');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    // The fixture is dated 20/11/2026; the organisation's today (the real clock here) is later.
    expect(screen.getByText(NOTIFICATION_MESSAGES.emptyList)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("speaks Hindi in the organisation's digits, the message as it was written", async () => {
    const user = userEvent.setup();
    await setLanguage('hi', false);
    setDigits('devanagari');
    renderList(() => jsonResponse({ ...unread, status: 'read' }));
    expect(await screen.findByText('Office closed on Monday.')).toBeInTheDocument();
    expect(screen.getByText('Anita Admin (Admin) की ओर से · २०/११/२०२६, १०:०० AM')).toBeInTheDocument();
    expect(screen.getByText('बिना पढ़ी')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पढ़ी हुई मार्क करें' }));
    expect(await screen.findByText('सूचना पढ़ी हुई मार्क हो गई।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'आज' }));
    expect(screen.getByText('कोई सूचना नहीं मिली।')).toBeInTheDocument();
  });

  it('says in Marathi that there is nothing', async () => {
    const user = userEvent.setup();
    await setLanguage('mr', false);
    renderList(() => jsonResponse(unread));
    await screen.findByText('Office closed on Monday.');
    await user.click(screen.getByRole('button', { name: 'आज' }));
    expect(screen.getByText('कोणतीही सूचना आढळली नाही.')).toBeInTheDocument();
  });
});
