import type { Notification } from '@hrms/shared';

/** A new_notification payload that keeps the event's schema (test emits are checked against it). */
export function notificationPayload(message: string): Notification {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    message,
    date: '2026-11-20',
    sentAt: '2026-11-20T04:30:00.000Z',
    recipient: 'all',
    sentBy: { name: 'Test Sender', role: 'HR' },
    status: 'unread',
  };
}
