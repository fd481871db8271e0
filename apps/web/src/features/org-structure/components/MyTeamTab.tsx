import { useState } from 'react';
import { Users } from 'lucide-react';
import { ORG_MESSAGES as M, type Role, type SessionUser, type TeamScope } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useMyTeam } from '../api/queries';
import { initialsOf } from './org-tree';

/**
 * My Team (issue 42): the people who report to the viewer, whatever the viewer's role, with today's
 * attendance. Names, designations and today's status only: never pay, documents or identity numbers.
 */
export function MyTeamTab(_props: { user: SessionUser; role: Role }) {
  const [scope, setScope] = useState<TeamScope>('direct');
  const query = useMyTeam(scope);
  const members = query.data?.members ?? [];
  return (
    <SectionCard title={M.myTeamTitle} description="The people who report to you and their attendance today.">
      <div className="grid gap-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Whom to show">
          {(['direct', 'all'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={scope === value ? 'default' : 'outline'}
              aria-pressed={scope === value}
              onClick={() => setScope(value)}
            >
              {value === 'direct' ? 'Direct reports' : 'Everyone below me'}
            </Button>
          ))}
        </div>
        {renderListState({
          query,
          loading: 'Loading your team',
          failed: M.teamLoadFailed,
          empty: M.emptyTeam,
          isEmpty: members.length === 0,
          icon: Users,
        }) ?? (
          <ul className="divide-y" aria-label="Team members">
            {members.map((member) => (
              <li key={member.id} className="flex items-center gap-3 py-2.5" data-testid="team-member">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold"
                >
                  {initialsOf(member.name)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{member.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[
                      member.designation,
                      member.department,
                      member.depth > 1 ? `level ${member.depth}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ') || member.employeeId}
                  </p>
                </div>
                <Badge variant={member.todayStatus ? 'secondary' : 'outline'}>
                  {member.todayStatus ?? 'Not yet in'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
