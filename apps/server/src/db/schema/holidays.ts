import { date, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const holidayKindEnum = pgEnum('holiday_kind', ['public', 'optional']);

/** The organisation's holidays: one a date (docs/work-calendar.md). */
export const holidays = pgTable('holidays', {
  id: uuid('id').primaryKey().defaultRandom(),
  date: date('date', { mode: 'string' }).notNull().unique('holidays_date_unique'),
  name: text('name').notNull(),
  kind: holidayKindEnum('kind').notNull().default('public'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
