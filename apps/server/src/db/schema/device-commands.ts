import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';
import { users } from './users.ts';

/**
 * A command the Admin queued for a device (issue 46, docs/devices.md "Commands"): `getrequest` hands it out as
 * `C:<id>:<command>` (the id is this integer: the firmware echoes it back), `devicecmd` reports its Return.
 * queued -> sent -> done | failed; queued -> cancelled.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: serial('id').primaryKey(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The protocol text after `C:<id>:` (a time is filled in when the command is handed out). */
    command: text('command').notNull(),
    /** The person a user command is about (null for device-wide ones). */
    employeeId: uuid('employee_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('queued'),
    /** The device's Return= (0 done; negative an error code of the firmware). */
    returnCode: integer('return_code'),
    queuedBy: uuid('queued_by').references(() => users.id, { onDelete: 'set null' }),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'device_commands_state_values',
      sql`${t.state} IN ('queued', 'sent', 'done', 'failed', 'cancelled')`,
    ),
    index('device_commands_device_idx').on(t.deviceId, t.state, t.id),
  ],
);

/** A malformed line a device sent, with its reason (the newest DEVICE_ERRORS_KEPT of each device are kept). */
export const deviceErrors = pgTable(
  'device_errors',
  {
    id: serial('id').primaryKey(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The line's number in its upload (1-based; 0 for "N more" beyond the per-upload cap). */
    line: smallint('line').notNull(),
    reason: text('reason').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('device_errors_device_idx').on(t.deviceId, t.id)],
);
