import {
  DEVICE_REVIEW_MESSAGES as M,
  isRecordId,
  type HeldPunch,
  type ReviewHeldRequest,
  reviewHeldBodySchema,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { FourEyes } from '../four-eyes/index.ts';
import type { DeviceDays } from './device-days.ts';
import { heldRows, lockHeld, markReviewed } from './review.repository.ts';

export interface HeldPunchesDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  days: DeviceDays;
  fourEyes: FourEyes;
}

/** The list is a review queue, not an archive: the oldest this many. */
const HELD_SHOWN = 500;

/**
 * Punches the skew rule held (docs/devices.md, "Clock skew"): HR or an Admin accepts them, and they are
 * applied by the same rules as any device punch (the day rebuilt from all counted punches), or discards
 * them. Nobody reviews their own punches (four-eyes).
 */
export class HeldPunchesService {
  constructor(private readonly deps: HeldPunchesDeps) {}

  async list(): Promise<HeldPunch[]> {
    return (await heldRows(this.deps.db, HELD_SHOWN)).map((row) => {
      const parts = this.deps.orgTime.parts(row.punchedAt);
      return {
        _id: row.id,
        serialNumber: row.serialNumber,
        deviceName: row.deviceName,
        pin: row.pin,
        punchedAt: row.punchedAt.toISOString(),
        time: `${parts.date} ${parts.time}`,
        receivedAt: row.receivedAt.toISOString(),
        skewSeconds: row.skewSeconds,
        employeeId: row.userId,
        employeeName: row.name,
      };
    });
  }

  async review(caller: Caller, input: ReviewHeldRequest): Promise<{ reviewed: number; days: number }> {
    const body = reviewHeldBodySchema.parse(input);
    const ids = [...new Set(body.ids)];
    const accepted = await this.deps.db.transaction(async (tx) => {
      const rows = ids.every(isRecordId) ? await lockHeld(tx, ids) : [];
      if (rows.length !== ids.length) throw conflict(M.notHeld);
      for (const owner of new Set(rows.map((r) => r.userId)))
        if (owner) await this.deps.fourEyes.check(caller, owner, M.ownPunch, tx);
      const review = body.decision === 'accept' ? 'accepted' : 'discarded';
      await markReviewed(tx, ids, review, caller.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'device.review_held',
        entityType: 'device',
        entityId: `held:${ids.length}`,
        after: { decision: review, punches: ids.length, punchIds: ids.slice(0, 50) },
      });
      return review === 'accepted' ? rows : [];
    });
    const days = await this.deps.days.rebuild(
      accepted.flatMap((row) => (row.userId ? [{ userId: row.userId, punchedAt: row.punchedAt }] : [])),
      caller,
    );
    return { reviewed: ids.length, days };
  }
}
