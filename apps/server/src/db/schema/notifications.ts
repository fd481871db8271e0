import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per send: the sender's history entry, however many people receive it. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the history stays readable after the sender is deleted. */
    senderName: text('sender_name').notNull(),
    senderRole: text('sender_role').notNull(),
    /** 'all' or 'selected'. */
    audience: text('audience').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notifications_sender_idx').on(t.senderId, t.sentAt)],
);

/** Each recipient's own copy with its own read status. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('unread'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_recipients_user_idx').on(t.userId),
    check('notification_status_values', sql`${t.status} IN ('unread', 'read')`),
  ],
);
