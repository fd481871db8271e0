import {
  AUDIT_MESSAGES,
  PAGE_SIZE,
  type AuditAction,
  type AuditActorList,
  type AuditEntityType,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type Role,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  insertAuditRow,
  listAuditActors,
  listAuditRows,
  type AuditActorRow,
  type AuditRow,
} from './audit.repository.ts';
import { redactSnapshot, type Snapshot } from './audit-snapshot.ts';

// Services build their update entries with it; other modules reach the audit module only through this file.

/** The person making a change, as the token resolved them (never from a body field). */
export interface AuditActor {
  id: string;
  name: string;
  role: Role;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
}

const presentActor = (row: AuditActorRow): AuditEntry['actor'] => ({
  _id: row.actorId,
  name: row.actorName,
  role: row.actorRole,
});

function present(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: presentActor(row),
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    before: (row.before as Snapshot | null) ?? null,
    after: (row.after as Snapshot | null) ?? null,
  };
}

export interface AuditDeps {
  db: Database;
  orgTime: OrgTime;
}

/** The audit trail: written inside the caller's transaction, read by Admins only (docs/security.md). */
export class AuditService {
  constructor(private readonly deps: AuditDeps) {}

  /**
   * Must be given the transaction of the change it describes: if the change rolls back, so does its entry,
   * and a change can never commit without its entry.
   */
  async record(tx: Queryable, entry: AuditRecord): Promise<void> {
    await insertAuditRow(tx, {
      at: this.deps.orgTime.now(),
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      actorRole: entry.actor.role,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ? redactSnapshot(entry.before) : null,
      after: entry.after ? redactSnapshot(entry.after) : null,
    });
  }

  /** Newest first, PAGE_SIZE a page. */
  async list(query: AuditQuery): Promise<AuditPage> {
    if (query.from && query.to && query.from > query.to) throw badRequest(AUDIT_MESSAGES.invalidRange);
    const { rows, total } = await listAuditRows(
      this.deps.db,
      { ...query, timeZone: this.deps.orgTime.timeZone },
      PAGE_SIZE,
      (query.page - 1) * PAGE_SIZE,
    );
    return { entries: rows.map(present), total, page: query.page, pageSize: PAGE_SIZE };
  }

  /** The log's actors for the "Who" filter, by name (ties by id, so the order is stable). */
  async actors(): Promise<AuditActorList> {
    const rows = await listAuditActors(this.deps.db);
    return rows.map(presentActor).sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
  }
}
