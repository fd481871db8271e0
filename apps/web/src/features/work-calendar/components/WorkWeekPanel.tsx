import { useQuery } from '@tanstack/react-query';
import { CalendarCog } from 'lucide-react';
import { type Role, type SessionUser } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { renderListState } from '../../../components/ui/list-state';
import { useOrgToday } from '../../../lib/org-clock';
import { orgConfigQuery } from '../../../lib/org-config';
import { useWorkWeek } from '../../../lib/work-calendar';
import { describePattern, describeWorkWeek, workWeekInForce } from '../work-week-text';
import { WorkWeekForm } from './WorkWeekForm';

/**
 * The work week from a date on: weekly offs, also in given weeks of the month (issue 19). Everyone sees
 * what is in force today and the patterns by date; the Admin sets a new one, HR reads.
 */
export function WorkWeekPanel({ role }: { user: SessionUser; role: Role }) {
  const today = useOrgToday();
  const query = useWorkWeek();
  // Today is the server's: the form starts from it, so it waits for the clock (a failed read keeps the device's).
  const config = useQuery(orgConfigQuery);
  const state = renderListState({ query, loading: 'Loading the work week', icon: CalendarCog });
  if (state) return state;
  const settings = query.data!;

  return (
    <div className="grid gap-4">
      <p className="text-sm" data-testid="work-week-today">
        <span className="font-medium">In force today: </span>
        {describeWorkWeek(workWeekInForce(settings, today))}
      </p>
      {settings.patterns.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No pattern yet: WEEKLY_OFF applies (
          {describeWorkWeek({ weeklyOff: settings.weeklyOff, nthWeekOff: [] })}
          ).
        </p>
      ) : (
        <ul aria-label="Work week patterns" className="grid gap-1.5 text-sm">
          {settings.patterns.map((pattern) => (
            <li key={pattern.id} className="flex flex-wrap items-center gap-2">
              <span>{describePattern(pattern)}</span>
              {pattern.effectiveFrom > today ? <Badge variant="secondary">Upcoming</Badge> : null}
            </li>
          ))}
        </ul>
      )}
      {role !== 'Admin' ? (
        <p className="text-sm text-muted-foreground">Only an Admin can change the work week.</p>
      ) : config.isPending ? null : (
        <WorkWeekForm settings={settings} today={today} />
      )}
    </div>
  );
}
