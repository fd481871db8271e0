import {
  ALL_EMPLOYEES_LABEL,
  type Notification,
  type NotificationStatus,
  type SentNotification,
} from '@hrms/shared';
import type { OrgTime } from '../../lib/clock.ts';
import type { OwnCopyRow } from './notifications.repository.ts';

/** One person's copy, as HTTP and the new_notification event show it. */
export function presentOwnCopy(row: OwnCopyRow, readerId: string, orgTime: OrgTime): Notification {
  return {
    _id: row.id,
    message: row.message,
    date: orgTime.parts(row.sentAt).date,
    sentAt: row.sentAt.toISOString(),
    recipient: row.audience === 'all' ? 'all' : readerId,
    sentBy: { name: row.senderName, role: row.senderRole },
    status: row.status as NotificationStatus,
  };
}

export interface SentRow {
  id: string;
  message: string;
  sentAt: Date;
  senderName: string;
  senderRole: string;
  audience: string;
  recipientCount: number;
}

export function presentSent(
  row: SentRow,
  chosen: { _id: string; name: string }[],
  orgTime: OrgTime,
): SentNotification {
  const toAll = row.audience === 'all';
  return {
    _id: row.id,
    message: row.message,
    date: orgTime.parts(row.sentAt).date,
    sentAt: row.sentAt.toISOString(),
    recipient: toAll ? 'all' : chosen.map((person) => person._id),
    recipientList: toAll ? [] : chosen,
    recipientNames: toAll ? ALL_EMPLOYEES_LABEL : chosen.map((person) => person.name).join(', '),
    recipientCount: row.recipientCount,
    sentBy: { name: row.senderName, role: row.senderRole },
  };
}
