import { useQuery } from '@tanstack/react-query';
import { APPROVALS_MESSAGES as M, formatDateDMY, orgDate, type ApprovalState } from '@hrms/shared';
import { DEFAULT_ORG_TIMEZONE, orgConfigQuery } from '../lib/org-config';

const RELATION: Record<NonNullable<ApprovalState['deciderKind']>, string> = {
  manager: M.relationManager,
  delegate: M.relationDelegate,
  cover: M.relationCover,
  hr: M.relationManager, // never shown: HR has no currentDecider
};

/**
 * Where a request waits and how it was decided (issue 42, approvals by the manager), for leave and
 * corrections alike: "With Priya Shah (your manager) since 12/11/2026", escalated, or decided by HR over the
 * manager. Nothing under the default flow (the answers carry no approval fields then).
 */
export function ApprovalNote({ pending, approval }: { pending: boolean; approval: ApprovalState }) {
  const { data } = useQuery(orgConfigQuery);
  const timeZone = data?.orgTimezone ?? DEFAULT_ORG_TIMEZONE;
  const lines: string[] = [];
  if (pending && approval.deciderKind && approval.waitingSince) {
    const since = formatDateDMY(orgDate(new Date(approval.waitingSince), timeZone));
    lines.push(
      approval.currentDecider
        ? M.waitingWith(approval.currentDecider.name, RELATION[approval.deciderKind], since)
        : M.waitingWithHr(since),
    );
    if (approval.escalated) lines.push(M.escalated);
  }
  if (approval.override) lines.push(M.override);
  if (lines.length === 0) return null;
  return (
    <span className="mt-1 block text-xs text-muted-foreground" data-testid="approval-note">
      {lines.join(' · ')}
    </span>
  );
}
