import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * The organisation structure (issue 42, docs/organisation.md). A unit that past placements still name is
 * archived rather than deleted (archived_at), so reports of earlier months keep their names; names are
 * unique, whatever their case, among the units not archived.
 */

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    headId: uuid('head_id').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departments_name_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} IS NULL`),
  ],
);

export const designations = pgTable(
  'designations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('designations_name_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} IS NULL`),
  ],
);

/**
 * Where people work. `state` is an ISO 3166-2:IN code (packages/shared/src/org-structure/states.ts); null
 * only for the migration's "Head office", which then follows the payroll settings' default state. A
 * location's own holidays and work week are rows of holidays and work_week_patterns naming it (issue 42,
 * docs/work-calendar.md "Calendars per location"); without any, it keeps the organisation's.
 */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    state: text('state'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    pinCode: text('pin_code'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locations_name_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} IS NULL`),
    check('locations_state_format', sql`${t.state} IS NULL OR ${t.state} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * A person's department, designation, location and manager from a date on: each row holds all four (a
 * change copies the others), so the values on a day are the row with the latest effective_from on or
 * before it. Rows are never rewritten by a later change; past slips and reports read them as they were.
 */
export const personPlacements = pgTable(
  'person_placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    designationId: uuid('designation_id').references(() => designations.id, { onDelete: 'restrict' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('person_placements_user_from_unique').on(t.userId, t.effectiveFrom),
    index('person_placements_manager_idx').on(t.managerId),
    check('person_placements_not_own_manager', sql`${t.managerId} IS NULL OR ${t.managerId} <> ${t.userId}`),
  ],
);

/**
 * Issue 42, approvals: a person hands their approvals to another for dates (start and end inclusive, in the
 * organisation's timezone). Read at decision time, so requests already waiting move with it.
 */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    delegatorId: uuid('delegator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** A standing "while I'm on leave" delegate: followed only on the delegator's days of approved leave. */
    whileOnLeave: boolean('while_on_leave').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('approval_delegations_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('approval_delegations_not_self', sql`${t.delegatorId} <> ${t.delegateId}`),
    index('approval_delegations_delegator_idx').on(t.delegatorId, t.startDate),
    // Pending for me (issue 42): the managers who delegated to the caller, found by the delegate.
    index('approval_delegations_delegate_idx').on(t.delegateId),
  ],
);
