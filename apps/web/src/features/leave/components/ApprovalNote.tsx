import { useQuery } from '@tanstack/react-query';
import { APPROVALS_MESSAGES as M, formatDateDMY, orgDate, type LeaveRequest } from '@hrms/shared';
import { DEFAULT_ORG_TIMEZONE, orgConfigQuery } from '../../../lib/org-config';

/**
 * Where a request waits and how it was decided (issue 42, approvals by the manager): "With Priya Shah (your
 * manager) since 12/11/2026", escalated, or decided by HR over the manager. Nothing under the default flow.
 */
export function ApprovalNote({ leave }: { leave: LeaveRequest }) {
  const { data } = useQuery(orgConfigQuery);
  const timeZone = data?.orgTimezone ?? DEFAULT_ORG_TIMEZONE;
  const lines: string[] = [];
  if (leave.status === 'Pending' && leave.deciderKind && leave.waitingSince) {
    const since = formatDateDMY(orgDate(new Date(leave.waitingSince), timeZone));
    lines.push(
      leave.currentDecider
        ? M.waitingWith(
            leave.currentDecider.name,
            leave.deciderKind === 'delegate' ? M.relationDelegate : M.relationManager,
            since,
          )
        : M.waitingWithHr(since),
    );
    if (leave.escalated) lines.push(M.escalated);
  }
  if (leave.override) lines.push(M.override);
  if (lines.length === 0) return null;
  return (
    <span className="mt-1 block text-xs text-muted-foreground" data-testid="approval-note">
      {lines.join(' · ')}
    </span>
  );
}
