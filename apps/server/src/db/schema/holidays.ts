import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locations } from './org-structure.ts';

export const holidayKindEnum = pgEnum('holiday_kind', ['public', 'optional']);

/**
 * Holidays (docs/work-calendar.md): one a date for everyone (location_id null), and one a date per location
 * for a location's own (issue 42: a Bengaluru holiday is not one in Pune). A location's own holiday wins
 * over the organisation's on the same date for the people working there that day.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    kind: holidayKindEnum('kind').notNull().default('public'),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('holidays_date_unique')
      .on(t.date)
      .where(sql`${t.locationId} IS NULL`),
    uniqueIndex('holidays_location_date_unique')
      .on(t.locationId, t.date)
      .where(sql`${t.locationId} IS NOT NULL`),
    index('holidays_location_idx').on(t.locationId),
  ],
);
