import { useQuery } from '@tanstack/react-query';
import { formatDateDMY, orgDate, type ApprovalState } from '@hrms/shared';
import { useT } from '../lib/i18n/app';
import { toDigits } from '../lib/i18n/format';
import { DEFAULT_ORG_TIMEZONE, orgConfigQuery } from '../lib/org-config';

// The words of APPROVALS_MESSAGES (the English reads exactly as they do), in the person's language.
const RELATION = {
  manager: 'approval.relationManager',
  delegate: 'approval.relationDelegate',
  cover: 'approval.relationCover',
  hr: 'approval.relationManager', // never shown: HR has no currentDecider
} as const satisfies Record<NonNullable<ApprovalState['deciderKind']>, string>;

/**
 * Where a request waits and how it was decided (issue 42, approvals by the manager), for leave and
 * corrections alike: "With Priya Shah (your manager) since 12/11/2026", escalated, or decided by HR over the
 * manager. Nothing under the default flow (the answers carry no approval fields then).
 */
export function ApprovalNote({ pending, approval }: { pending: boolean; approval: ApprovalState }) {
  const { t, digits } = useT();
  const { data } = useQuery(orgConfigQuery);
  const timeZone = data?.orgTimezone ?? DEFAULT_ORG_TIMEZONE;
  const lines: string[] = [];
  if (pending && approval.deciderKind && approval.waitingSince) {
    const since = toDigits(formatDateDMY(orgDate(new Date(approval.waitingSince), timeZone)), digits);
    lines.push(
      approval.currentDecider
        ? t('approval.waitingWith', {
            name: approval.currentDecider.name,
            relation: t(RELATION[approval.deciderKind]),
            since,
          })
        : t('approval.waitingWithHr', { since }),
    );
    if (approval.escalated) lines.push(t('approval.escalated'));
  }
  if (approval.override) lines.push(t('approval.override'));
  if (lines.length === 0) return null;
  return (
    <span className="mt-1 block text-xs text-muted-foreground" data-testid="approval-note">
      {lines.join(' · ')}
    </span>
  );
}
