import { ORG_MESSAGES as M, type Role, type SessionUser } from '@hrms/shared';
import { renderListState } from '../../../components/ui/list-state';
import { useOrgStructure } from '../../../lib/org-structure';
import { usePeopleList } from '../../../lib/people-list';
import { UnitSection } from './UnitSection';

/** The Structure tab (Admin, HR): departments, designations and locations (issue 42, docs/organisation.md). */
export function StructurePanel({ role }: { user: SessionUser; role: Role }) {
  const query = useOrgStructure();
  const people = usePeopleList(role);
  const staffRole = role === 'Admin' ? 'Admin' : 'HR';
  const names = (people.data ?? []).map((person) => ({ id: person._id, name: person.name }));
  return (
    renderListState({ query, loading: 'Loading the structure', failed: M.loadFailed, showCause: true }) ?? (
      <div className="grid gap-4">
        <UnitSection kind="department" role={staffRole} units={query.data!.departments} people={names} />
        <UnitSection kind="designation" role={staffRole} units={query.data!.designations} people={names} />
        <UnitSection kind="location" role={staffRole} units={query.data!.locations} people={names} />
      </div>
    )
  );
}
