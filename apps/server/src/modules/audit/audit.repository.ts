import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditActorRow = Pick<AuditRow, 'actorId' | 'actorName' | 'actorRole'>;

export interface AuditFilters {
  actorId?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  /** Inclusive business dates in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

export function insertAuditRow(db: Queryable, row: NewAuditRow) {
  return db.insert(auditLog).values(row);
}

/**
 * Day bounds are computed by PostgreSQL (local midnight AT TIME ZONE), so the comparison stays on the
 * indexed `at` column and DST-shifted days are exact.
 */
function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.from)
    conditions.push(
      gte(auditLog.at, sql`(${filters.from}::date::timestamp AT TIME ZONE ${filters.timeZone})`),
    );
  if (filters.to)
    conditions.push(
      lt(auditLog.at, sql`((${filters.to}::date + 1)::timestamp AT TIME ZONE ${filters.timeZone})`),
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listAuditRows(
  db: Queryable,
  filters: AuditFilters,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filters);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * One row per actor who appears in the log, with the name and role of their latest entry; the log has no
 * foreign key to users, so deleted people are included. A loose index scan on (actor_id, at desc): hop from
 * one actor id to the next, then read that actor's newest entry. It costs one index probe per actor, where
 * DISTINCT ON sorts the whole table (about 10 ms against 700 ms for 200,000 entries by 50 people on PGlite).
 */
export async function listAuditActors(db: Queryable): Promise<AuditActorRow[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE actor AS (
      (SELECT actor_id FROM audit_log ORDER BY actor_id LIMIT 1)
      UNION ALL
      SELECT (SELECT n.actor_id FROM audit_log n WHERE n.actor_id > actor.actor_id ORDER BY n.actor_id LIMIT 1)
      FROM actor WHERE actor.actor_id IS NOT NULL
    )
    SELECT latest.actor_id AS "actorId", latest.actor_name AS "actorName", latest.actor_role AS "actorRole"
    FROM actor
    CROSS JOIN LATERAL (
      SELECT l.actor_id, l.actor_name, l.actor_role FROM audit_log l
      WHERE l.actor_id = actor.actor_id
      ORDER BY l.at DESC, l.id DESC
      LIMIT 1
    ) latest`);
  return rowsOf<AuditActorRow>(result);
}
