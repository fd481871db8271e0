import { isRecordId, NOTIFICATION_MESSAGES, type Notification, type SentNotification } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { perPersonReads } from '../../lib/batched-reads.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import { historyScopeFor } from './notifications.policy.ts';
import { presentOwnCopy, presentSent } from './notifications.presenter.ts';
import {
  findOwnCopy,
  insertNotification,
  insertRecipientCopies,
  listChosenRecipients,
  listOwnCopiesOf,
  listSent,
  markOwnCopyRead,
  setRecipientCount,
} from './notifications.repository.ts';

export interface SendNotificationInput {
  recipient: 'all' | string[];
  message: string;
}

/** Who the system's own notices are from. */
const SYSTEM_SENDER = { name: 'HRMS', role: 'System' } as const;

export interface NotificationsDeps {
  db: Database;
  orgTime: OrgTime;
  realtime: Realtime;
  audit: AuditService;
}

export class NotificationsService {
  /** The lists of the people asking in one turn: one statement for all (lib/batched-reads.ts). */
  private readonly ownCopies = perPersonReads(
    (ids) => listOwnCopiesOf(this.deps.db, ids),
    (row) => row.userId,
  );

  constructor(private readonly deps: NotificationsDeps) {}

  /** One history entry and one copy per recipient, in one transaction; each recipient is told after commit. */
  async send(caller: Caller, input: SendNotificationInput): Promise<SentNotification> {
    const toAll = input.recipient === 'all';
    const ids = toAll ? [] : [...new Set(input.recipient as string[])];
    if (!toAll && ids.some((id) => !isRecordId(id)))
      throw unprocessable(NOTIFICATION_MESSAGES.unknownRecipient);

    const sent = await this.deps.db.transaction(async (tx) => {
      const row = await insertNotification(tx, {
        message: input.message,
        senderId: caller.id,
        senderName: caller.name,
        senderRole: caller.role,
        audience: toAll ? 'all' : 'selected',
        sentAt: this.deps.orgTime.now(),
      });
      const recipients = await insertRecipientCopies(tx, row.id, toAll ? { allExcept: caller.id } : { ids });
      if (!toAll && recipients.length !== ids.length)
        throw unprocessable(NOTIFICATION_MESSAGES.unknownRecipient);
      if (recipients.length === 0) throw unprocessable(NOTIFICATION_MESSAGES.noOneToNotify);
      await setRecipientCount(tx, row.id, recipients.length);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'notification.send',
        entityType: 'notification',
        entityId: row.id,
        after: {
          message: input.message,
          audience: toAll ? 'all' : 'selected',
          recipientCount: recipients.length,
          ...(toAll ? {} : { recipientIds: recipients }),
        },
      });
      return { ...row, recipients };
    });

    const copy = {
      id: sent.id,
      message: input.message,
      sentAt: sent.sentAt,
      senderName: caller.name,
      senderRole: caller.role,
    };
    for (const userId of sent.recipients) {
      const payload = presentOwnCopy(
        { ...copy, audience: toAll ? 'all' : 'selected', status: 'unread' },
        userId,
        this.deps.orgTime,
      );
      this.deps.realtime.emitToUser(userId, 'new_notification', payload);
    }
    const chosen = toAll ? [] : await listChosenRecipients(this.deps.db, [sent.id]);
    return presentSent(
      { ...copy, audience: toAll ? 'all' : 'selected', recipientCount: sent.recipients.length },
      chosen.map((person) => ({ _id: person.userId, name: person.name })),
      this.deps.orgTime,
    );
  }

  /**
   * A notice from the system itself (no person sent it; sender "HRMS"), written in the caller's transaction
   * so it commits with the change it tells of. Returns what announces it, to run after that commit.
   */
  async notice(tx: Queryable, recipientIds: readonly string[], message: string): Promise<() => void> {
    const ids = [...new Set(recipientIds)];
    if (ids.length === 0) return () => undefined;
    const row = await insertNotification(tx, {
      message,
      senderId: null,
      senderName: SYSTEM_SENDER.name,
      senderRole: SYSTEM_SENDER.role,
      audience: 'selected',
      sentAt: this.deps.orgTime.now(),
    });
    const recipients = await insertRecipientCopies(tx, row.id, { ids });
    await setRecipientCount(tx, row.id, recipients.length);
    const copy = { id: row.id, message, sentAt: row.sentAt, senderName: SYSTEM_SENDER.name };
    return () => {
      for (const userId of recipients)
        this.deps.realtime.emitToUser(
          userId,
          'new_notification',
          presentOwnCopy(
            { ...copy, senderRole: SYSTEM_SENDER.role, audience: 'selected', status: 'unread' },
            userId,
            this.deps.orgTime,
          ),
        );
    };
  }

  async listOwn(caller: Caller): Promise<Notification[]> {
    const rows = await this.ownCopies.load(caller.id);
    return rows.map((row) => presentOwnCopy(row, caller.id, this.deps.orgTime));
  }

  /** Only one's own copy can be marked; anyone else's answers 404, as if it did not exist. */
  async markRead(caller: Caller, notificationId: string): Promise<Notification> {
    if (!isRecordId(notificationId)) throw notFound(NOTIFICATION_MESSAGES.notFound);
    const found = await markOwnCopyRead(this.deps.db, caller.id, notificationId, this.deps.orgTime.now());
    const row = found ? await findOwnCopy(this.deps.db, caller.id, notificationId) : null;
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return presentOwnCopy(row, caller.id, this.deps.orgTime);
  }

  async listSentBy(caller: Caller): Promise<SentNotification[]> {
    const rows = await listSent(this.deps.db, historyScopeFor(caller.role) === 'everyone' ? null : caller.id);
    const selectedIds = rows.filter((row) => row.audience !== 'all').map((row) => row.id);
    const chosen = new Map<string, { _id: string; name: string }[]>();
    for (const person of await listChosenRecipients(this.deps.db, selectedIds)) {
      const list = chosen.get(person.notificationId) ?? [];
      list.push({ _id: person.userId, name: person.name });
      chosen.set(person.notificationId, list);
    }
    return rows.map((row) => presentSent(row, chosen.get(row.id) ?? [], this.deps.orgTime));
  }
}
