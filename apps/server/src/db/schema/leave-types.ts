import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Leave types (issue 40 item 4, docs/leave.md "Leave types"). The spec's four are built-in rows (their names
 * and rules fixed, never archived); the Admin adds custom ones. Requests, policies, the ledger and attendance
 * carry the type's name (foreign keys ON UPDATE CASCADE, so a rename follows everywhere); a used type is
 * archived, never deleted. Quota, accrual and carry-forward live in the type's policy (leave_policies).
 */
export const leaveTypes = pgTable(
  'leave_types',
  {
    name: text('name').primaryKey(),
    code: text('code').notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    paid: boolean('paid').notNull().default(true),
    multiDay: boolean('multi_day').notNull().default(false),
    halfDayAllowed: boolean('half_day_allowed').notNull().default(false),
    encashable: boolean('encashable').notNull().default(false),
    /** any | female | male */
    gender: text('gender').notNull().default('any'),
    minServiceMonths: smallint('min_service_months').notNull().default(0),
    /** Calendar days one request may span at most (null: the general cap). */
    maxDaysPerRequest: integer('max_days_per_request'),
    /** Where the type's figures come from (an Act and section), shown beside it. */
    source: text('source'),
    sortOrder: integer('sort_order').notNull().default(100),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_types_code_unique').on(sql`upper(${t.code})`),
    uniqueIndex('leave_types_name_lower_unique').on(sql`lower(${t.name})`),
    check('leave_types_gender', sql`${t.gender} IN ('any', 'female', 'male')`),
  ],
);
