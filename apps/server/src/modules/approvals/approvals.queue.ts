import { STAFF_ROLES, type Role } from '@hrms/shared';
import type { Waiting } from './approvals.service.ts';

/**
 * The requests of a "pending for me" queue (claims, advances: issue 45), pure: those whose current decider is
 * the caller (never their own), and for HR and Admin also those at HR's step, their own only when they are the
 * sole approver (four-eyes). `waiting` is ApprovalsService.waiting's answer for the same rows.
 */
export function waitingForCaller<R extends { id: string; userId: string }>(
  caller: { id: string; role: Role },
  rows: readonly R[],
  waiting: ReadonlyMap<string, Waiting>,
  soleApprover: boolean,
): R[] {
  const staff = STAFF_ROLES.includes(caller.role);
  return rows.filter((row) => {
    const w = waiting.get(row.id);
    if (!w) return false;
    if (w.decider.kind !== 'hr') return w.decider.person.id === caller.id && row.userId !== caller.id;
    return staff && (row.userId !== caller.id || soleApprover);
  });
}
