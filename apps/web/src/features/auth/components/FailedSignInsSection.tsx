import { ShieldAlert } from 'lucide-react';
import type { FailedSignIn } from '@hrms/shared';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useFailedSignIns } from '../api/sessions';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const REASONS: Record<FailedSignIn['reason'], string> = {
  password: 'Wrong password or unknown e-mail',
  code: 'Wrong two-step code',
  delayed: 'Refused: too soon after failures',
};

/**
 * 'Recent failed sign-ins' on the Admin's own details page (issue 39, docs/security.md): read-only, the last
 * seven days, one line per e-mail as typed, client address and reason. Nothing here locks anyone out.
 */
export function FailedSignInsSection() {
  const failures = useFailedSignIns();
  const rows = failures.data ?? [];
  return (
    <SectionCard
      title="Recent failed sign-ins"
      description="The last seven days. Repeated failures from one address are slowed down, never locked for good."
    >
      <ListState
        query={failures}
        loading="Loading failed sign-ins"
        empty="No failed sign-ins in the last seven days."
        isEmpty={rows.length === 0}
        icon={ShieldAlert}
        failed="Failed to load the failed sign-ins."
      >
        {() => (
          <ul aria-label="Recent failed sign-ins" className="grid gap-2">
            {rows.map((row) => (
              <li
                key={`${row.email}|${row.ipAddress}|${row.reason}`}
                className="grid min-w-0 gap-0.5 rounded-md border p-3 text-sm"
              >
                <span className="break-all font-medium">{row.email}</span>
                <span className="break-all text-muted-foreground">
                  {REASONS[row.reason]} · {row.failures} {row.failures === 1 ? 'time' : 'times'} from{' '}
                  {row.ipAddress}
                </span>
                <span className="text-muted-foreground">Last {when.format(new Date(row.lastAt))}</span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </SectionCard>
  );
}
