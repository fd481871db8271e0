import { FOUR_EYES_MESSAGES, type Role, type SelfDecision } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { hasOtherApprover } from './four-eyes.repository.ts';

interface Actor {
  id: string;
  role: Role;
}

/** What an own-record check answers: `selfDecided` marks a sole approver acting on their own record. */
export interface FourEyesVerdict {
  selfDecided: boolean;
}

/** The audit snapshot's flag for a sole approver's own record (empty otherwise). */
export const selfDecidedFlag = (verdict: FourEyesVerdict): { selfDecided?: string } =>
  verdict.selfDecided ? { selfDecided: FOUR_EYES_MESSAGES.selfDecidedAudit } : {};

/**
 * Four-eyes rules (issue 39, docs/security.md "Four-eyes rules"): nobody decides, marks, adjusts or cancels
 * (after approval) their own records. An HR person always has an Admin (the last Admin can be neither
 * deleted nor demoted), so HR is always refused; an Admin is allowed only when nobody else holds Admin or HR,
 * since a one-Admin organisation must still run, and the audit entry then says 'self-approved'.
 */
export class FourEyes {
  constructor(private readonly db: Database) {}

  /** Throws 403 with `refusal` when the actor acts on their own record and someone else could. */
  async check(
    actor: Actor,
    subjectId: string,
    refusal: string,
    db: Queryable = this.db,
  ): Promise<FourEyesVerdict> {
    if (actor.id !== subjectId) return { selfDecided: false };
    if (await this.isSoleApprover(actor, db)) return { selfDecided: true };
    throw forbidden(refusal);
  }

  /** For the queues: how the caller's own rows are offered to them. */
  async selfDecisionOf(actor: Actor): Promise<SelfDecision> {
    return (await this.isSoleApprover(actor, this.db)) ? 'sole-approver' : 'refused';
  }

  private async isSoleApprover(actor: Actor, db: Queryable): Promise<boolean> {
    return actor.role === 'Admin' && !(await hasOtherApprover(db, actor.id));
  }
}
