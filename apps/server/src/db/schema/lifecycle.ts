import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './tasks.ts';
import { users } from './users.ts';

/**
 * Issue 43 (docs/lifecycle.md): a person's probation beyond the organisation's default. No row means the
 * default applies and nothing is decided yet; the row is written by an override, a decision or a reminder.
 */
export const probations = pgTable(
  'probations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** This person's probation length, instead of the organisation's default. */
    overrideMonths: integer('override_months'),
    /** The end after an extension (each extension moves it later). */
    extendedTo: date('extended_to', { mode: 'string' }),
    extensionReason: text('extension_reason'),
    confirmedOn: date('confirmed_on', { mode: 'string' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The end date whose reminder was sent: each end is reminded exactly once (the job's guard). */
    remindedFor: date('reminded_for', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'probations_override_months',
      sql`${t.overrideMonths} is null or ${t.overrideMonths} between 0 and 24`,
    ),
  ],
);

/** Which tasks the lifecycle made and about whom (onboarding items, probation reminders). */
export const lifecycleTasks = pgTable(
  'lifecycle_tasks',
  {
    taskId: uuid('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('lifecycle_tasks_subject_idx').on(t.subjectId),
    check('lifecycle_tasks_kind', sql`${t.kind} in ('onboarding', 'probation-reminder')`),
  ],
);

/** Letters issued to a person: the PDF is a private file under the data folder (documents module). */
export const personLetters = pgTable(
  'person_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('person_letters_user_idx').on(t.userId, t.createdAt)],
);
