import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roleEnum } from './enums.ts';

/**
 * Who changed what, when, with before/after snapshots (issue 9). Written in the same transaction as the
 * change it describes. The actor's name and role are copied, and actor_id carries no foreign key, so the
 * trail outlives the person who made the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: roleEnum('actor_role').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** Snapshots built from allow-lists of fields: never password hashes or other secrets. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
    index('audit_log_entity_at_idx').on(t.entityType, t.at.desc()),
  ],
);
