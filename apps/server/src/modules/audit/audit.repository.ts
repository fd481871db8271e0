import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

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
