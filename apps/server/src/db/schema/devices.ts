import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A biometric device the Admin registered (issue 46, docs/devices.md): only these serials are heard. */
export const devices = pgTable('devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  serialNumber: text('serial_number').notNull().unique(),
  name: text('name').notNull(),
  location: text('location'),
  /** Addresses or CIDR ranges it may call from, comma-separated; '' = any (docs/devices.md). */
  allowedRanges: text('allowed_ranges').notNull().default(''),
  /** The timezone its clock is set to; null: the organisation's. */
  timeZone: text('time_zone'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  /** How far the device clock ran ahead of the server at its last upload, in seconds. */
  skewSeconds: integer('skew_seconds'),
  /** Lines refused (malformed) since registration. */
  errorCount: integer('error_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every punch line a device sent, once: (device, PIN, device time) is unique, so an upload repeated after a
 * restart or a lost answer records nothing new. user_id is null while the PIN is mapped to nobody.
 */
export const devicePunches = pgTable(
  'device_punches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    pin: text('pin').notNull(),
    /** The line's time as the device wrote it (its own clock, its own timezone). */
    deviceTime: text('device_time').notNull(),
    punchedAt: timestamp('punched_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: smallint('status').notNull(),
    verify: smallint('verify'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * Skew hold (docs/devices.md): null = taken; 'held' waits for HR review (not applied to the day);
     * 'accepted' applied by HR; 'discarded' never applied. Only null and 'accepted' count towards a day.
     */
    review: text('review'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('device_punches_review_values', sql`${t.review} IN ('held', 'accepted', 'discarded')`),
    index('device_punches_held_idx')
      .on(t.receivedAt)
      .where(sql`${t.review} = 'held'`),
    uniqueIndex('device_punches_line_unique').on(t.deviceId, t.pin, t.deviceTime),
    index('device_punches_received_idx').on(t.receivedAt),
    index('device_punches_user_idx').on(t.userId, t.punchedAt),
    index('device_punches_pin_idx').on(t.pin),
  ],
);

/** A device user id mapped by the Admin (without one, the PIN is matched to the employee number). */
export const devicePins = pgTable('device_pins', {
  pin: text('pin').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** Unknown serials and refused requests (never their data): one row per serial and reason, capped. */
export const deviceRefusals = pgTable(
  'device_refusals',
  {
    serialNumber: text('serial_number').notNull(),
    reason: text('reason').notNull(),
    address: text('address').notNull(),
    attempts: integer('attempts').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serialNumber, t.reason] }),
    index('device_refusals_last_idx').on(t.lastAt),
  ],
);

/** A browser's Web Push subscription, per person and device (docs/mobile.md). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The kinds of push a person turned off (docs/mobile.md); no row or an empty list: every kind is sent, so a
 * kind added later reaches people until they turn it off.
 */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  off: text('off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
