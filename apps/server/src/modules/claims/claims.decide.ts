import { CLAIM_MESSAGES as M } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { DecisionPlan } from '../approvals/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { ClaimDecisionBody } from '@hrms/shared';
import { claimNumber } from './claims.presenter.ts';
import * as repo from './claims.repository.ts';
import { checkLineDecisions } from './claims.rules.ts';
import { noticeDecided, type Notices } from './claims.live.ts';

interface DecideInput {
  caller: Caller;
  claim: repo.ClaimRow;
  lines: repo.LineRow[];
  body: ClaimDecisionBody;
  plan: DecisionPlan;
  /** A sole Admin's own claim (four-eyes): approved, and the note says so. */
  selfDecided: boolean;
  payMonth: () => Promise<{ year: number; month: number }>;
}

/**
 * One decision on a claim, in one transaction with its audit entry (issue 45): the manager's approval under
 * manager-then-hr moves it to HR with the lines as they approved them; a final approval fixes each line and the
 * payroll month that pays it; a rejection ends it. The UPDATE is conditional on the step: a race decides once.
 */
export async function decideClaim(
  deps: { db: Database; orgTime: OrgTime; audit: AuditService; notices?: Notices },
  input: DecideInput,
): Promise<() => void> {
  const { caller, claim, lines, body, plan } = input;
  const now = deps.orgTime.now();
  const who = {
    employeeId: claim.userId,
    employeeName: claim.employeeName,
    claim: claimNumber(claim.number),
  };
  let decided: { id: string; approvedPaise: number; reason: string | null }[] = [];
  if (body.action === 'approve') {
    const checked = checkLineDecisions(
      lines.map((line) => ({ id: line.id, standingPaise: line.approvedPaise ?? line.amountPaise })),
      body.lines,
    );
    if ('error' in checked) throw badRequest(checked.error);
    // A later decider who cuts nothing keeps the earlier decider's reason for the line.
    decided = checked.map((d) => ({
      ...d,
      reason: d.reason ?? lines.find((l) => l.id === d.id)?.reason ?? null,
    }));
  }
  const total = decided.reduce((sum, line) => sum + line.approvedPaise, 0);
  const action =
    body.action === 'reject' || total === 0 ? 'rejected' : plan.next === 'to-hr' ? 'forwarded' : 'approved';
  const pay = action === 'approved' ? await input.payMonth() : null;
  const notes = [
    body.action === 'reject' ? body.reason : null,
    input.selfDecided ? 'self-approved, no other approver' : null,
  ].filter(Boolean);
  let told = () => {};
  await deps.db.transaction(async (tx) => {
    const moved = await repo.updatePendingClaim(
      tx,
      claim.id,
      claim.approvalStep,
      action === 'forwarded'
        ? { approvalStep: 2, stepSince: now }
        : action === 'approved'
          ? { status: 'Approved', payYear: pay!.year, payMonth: pay!.month }
          : { status: 'Rejected' },
    );
    if (!moved) throw conflict(M.alreadyDecided('decided'));
    for (const line of decided) await repo.setLineDecision(tx, line.id, line.approvedPaise, line.reason);
    await repo.insertDecision(tx, {
      subject: 'claim',
      subjectId: claim.id,
      step: claim.approvalStep,
      deciderId: caller.id,
      deciderName: caller.name,
      action,
      note: notes.length ? notes.join('; ') : null,
      override: plan.override,
      at: now,
    });
    await deps.audit.record(tx, {
      actor: caller,
      action:
        action === 'forwarded'
          ? 'claims.forward'
          : action === 'approved'
            ? 'claims.approve'
            : 'claims.reject',
      entityType: 'claim',
      entityId: claim.id,
      before: { ...who, status: 'Pending', step: claim.approvalStep },
      after: {
        ...who,
        status: action === 'forwarded' ? 'Pending' : action === 'approved' ? 'Approved' : 'Rejected',
        lines: decided.map((line) => ({
          id: line.id,
          approvedPaise: line.approvedPaise,
          reason: line.reason,
        })),
        ...(pay ? { payYear: pay.year, payMonth: pay.month } : {}),
        ...(plan.override ? { override: true } : {}),
        ...(input.selfDecided ? { selfDecided: true } : {}),
      },
    });
    // The claimant's bell hears of a final decision, announced after the commit (claims.live.ts).
    const claimed = lines.reduce((sum, line) => sum + line.amountPaise, 0);
    if (action === 'approved')
      told = await noticeDecided(deps, tx, claim, claimed, {
        status: 'approved',
        by: caller.name,
        approvedPaise: total,
        pay: pay!,
      });
    else if (action === 'rejected')
      told = await noticeDecided(deps, tx, claim, claimed, {
        status: 'rejected',
        by: caller.name,
        reason: body.action === 'reject' ? body.reason : null,
      });
  });
  return told;
}
