import { AlertTriangle } from 'lucide-react';
import { STAFF_ROLES, type Role } from '@hrms/shared';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateDMY } from '../../../lib/format';
import { useSettlementsDue } from '../api/queries';

/**
 * HR and Admin Home (issue 43): full and final settlements not finalised whose due date (two working days after
 * the last working day) is near (within a working day) or past. Nothing shows when none is.
 */
export function SettlementsDueCard({
  role,
  openProfile,
}: {
  role: Role;
  openProfile?: (id: string) => void;
}) {
  const staff = STAFF_ROLES.includes(role);
  const query = useSettlementsDue(staff);
  if (!staff || !query.data || query.data.length === 0) return null;
  return (
    <Card role="region" aria-label="Settlements due">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <AlertTriangle className="size-5 text-amber-600" aria-hidden="true" />
          Full and final settlements due
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {query.data.map((due) => (
            <li key={due.exitId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {openProfile ? (
                  <button
                    type="button"
                    className="font-medium underline underline-offset-2"
                    onClick={() => openProfile(due.person.id)}
                  >
                    {due.person.name}
                  </button>
                ) : (
                  <span className="font-medium">{due.person.name}</span>
                )}
                : last working day {formatDateDMY(due.lastWorkingDay)}
              </span>
              <span className={due.state === 'late' ? 'font-semibold text-destructive' : 'text-amber-700'}>
                {due.state === 'late' ? 'Late: was due' : 'Due'} {formatDateDMY(due.dueOn)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
