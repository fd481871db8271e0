import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import {
  FOUR_EYES_MESSAGES,
  LOCKED_QUEUE_MESSAGES as L,
  payrollRunPeriod,
  type Role,
  type SelfDecision,
} from '@hrms/shared';

/**
 * Notes the approvers' queues (leave requests, attendance corrections) show on a pending row: one's own
 * request (four-eyes, issue 39) and a request in a finalised payroll month (issue 40, item 9). Shared by two
 * features, so it lives here.
 */

/** On the caller's own row: who decides it (nobody's own; a sole Admin's, flagged). */
export function OwnRowNote({ selfDecision }: { selfDecision: SelfDecision | undefined }) {
  return (
    <span className="text-xs text-muted-foreground">
      {selfDecision === 'sole-approver' ? FOUR_EYES_MESSAGES.soleApproverNote : FOUR_EYES_MESSAGES.queueNote}
    </span>
  );
}

/** The month's state, and the way on: HR asks an Admin; the Admin opens the payroll run to reopen it. */
export function LockedMonthNote({ lockedMonth, role }: { lockedMonth: string; role: Role }) {
  const { label } = payrollRunPeriod(lockedMonth);
  return (
    <div className="grid gap-0.5 text-xs">
      <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-400">
        <LockKeyhole className="size-3.5" aria-hidden="true" />
        {L.finalised(label)}
      </span>
      {role === 'Admin' ? (
        <Link
          className="text-primary underline underline-offset-2"
          to={`/admin?tab=salary-punch-in&period=${lockedMonth}`}
        >
          {L.reopen(label)}
        </Link>
      ) : (
        <span className="text-muted-foreground">{L.askAdmin(label)}</span>
      )}
    </div>
  );
}
