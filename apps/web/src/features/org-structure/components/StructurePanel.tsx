import { Link } from 'react-router';
import { ORG_MESSAGES as M, type Role, type SessionUser } from '@hrms/shared';
import { renderListState } from '../../../components/ui/list-state';
import { useOrgStructure } from '../../../lib/org-structure';
import { usePeopleList } from '../../../lib/people-list';
import { useOrgToday } from '../../../lib/org-clock';
import { useAllHolidays } from '../../../lib/work-calendar';
import { UnitSection } from './UnitSection';

/** The Structure tab (Admin, HR): departments, designations and locations (issue 42, docs/organisation.md). */
export function StructurePanel({ role }: { user: SessionUser; role: Role }) {
  const query = useOrgStructure();
  const people = usePeopleList(role);
  const staffRole = role === 'Admin' ? 'Admin' : 'HR';
  const names = (people.data ?? []).map((person) => ({ id: person._id, name: person.name }));
  // Issue 42: which locations keep holidays of their own this year.
  const year = Number(useOrgToday().slice(0, 4));
  const holidays = useAllHolidays(year, { enabled: (query.data?.locations.length ?? 0) > 1 }).data ?? [];
  const holidayCount = new Map<string, number>();
  for (const h of holidays)
    if (h.locationId) holidayCount.set(h.locationId, (holidayCount.get(h.locationId) ?? 0) + 1);
  return (
    renderListState({ query, loading: 'Loading the structure', failed: M.loadFailed, showCause: true }) ?? (
      <div className="grid gap-4">
        <UnitSection kind="department" role={staffRole} units={query.data!.departments} people={names} />
        <UnitSection kind="designation" role={staffRole} units={query.data!.designations} people={names} />
        <UnitSection
          kind="location"
          role={staffRole}
          units={query.data!.locations}
          people={names}
          calendarOf={(id) => M.locationCalendar(holidayCount.get(id) ?? 0, year)}
          footer={
            <p className="text-xs text-muted-foreground">
              {M.locationCalendarHint}{' '}
              <Link
                className="text-primary underline underline-offset-4"
                to={{ search: '?tab=work-calendar' }}
              >
                {M.locationCalendarLink}
              </Link>
            </p>
          }
        />
      </div>
    )
  );
}
