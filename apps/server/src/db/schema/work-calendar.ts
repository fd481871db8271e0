import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations } from './org-structure.ts';
import { users } from './users.ts';

/**
 * The work week from a date on (docs/work-calendar.md): weekdays always off, plus weekdays off only in
 * given weeks of the month. Without a row, WEEKLY_OFF applies. A later row never changes an earlier day.
 * A row with a location is that location's own work week from its date (issue 42): it replaces the
 * organisation's for the people working there, from that date on.
 */
export const workWeekPatterns = pgTable(
  'work_week_patterns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** 0 = Sunday ... 6 = Saturday. */
    weeklyOff: smallint('weekly_off').array().notNull(),
    /** [{ weekday, weeks: [1..5] }]: e.g. Saturday in weeks 2 and 4. */
    nthWeekOff: jsonb('nth_week_off').$type<{ weekday: number; weeks: number[] }[]>().notNull().default([]),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_week_patterns_from_unique')
      .on(t.effectiveFrom)
      .where(sql`${t.locationId} IS NULL`),
    uniqueIndex('work_week_patterns_location_from_unique')
      .on(t.locationId, t.effectiveFrom)
      .where(sql`${t.locationId} IS NOT NULL`),
  ],
);

const hhmm = (column: unknown) => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** Shifts; exactly one is the default (the spec's 09:00, punch-in 09:00-11:00, seeded by the migration). */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    punchInFrom: text('punch_in_from').notNull(),
    punchInUntil: text('punch_in_until').notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(0),
    minMinutesFullDay: integer('min_minutes_full_day'),
    minMinutesHalfDay: integer('min_minutes_half_day'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shifts_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('shifts_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('shifts_start_format', hhmm(t.start)),
    check('shifts_end_format', hhmm(t.end)),
    check('shifts_punch_from_format', hhmm(t.punchInFrom)),
    check('shifts_punch_until_format', hhmm(t.punchInUntil)),
    check('shifts_grace_range', sql`${t.graceMinutes} BETWEEN 0 AND 240`),
  ],
);

/** A person's shift from a date on; without a row, the default shift. */
export const shiftAssignments = pgTable(
  'shift_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shift_assignments_user_from_unique').on(t.userId, t.effectiveFrom),
    index('shift_assignments_shift_idx').on(t.shiftId),
  ],
);

/** Organisation settings an Admin changes at run time, one JSON value a key (correction limits, punch places). */
export const orgSettings = pgTable('org_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
