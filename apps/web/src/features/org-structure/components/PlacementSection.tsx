import { useState, type FormEvent } from 'react';
import { formatDateDMY, ORG_MESSAGES as M, STAFF_ROLES, type PlacementView, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { useOrgStructure } from '../../../lib/org-structure';
import { useOrgToday } from '../../../lib/org-clock';
import { usePeopleList } from '../../../lib/people-list';
import { toast } from '../../../lib/toast';
import { usePlace } from '../api/mutations';
import { usePlacement } from '../api/queries';

const FIELDS = [
  ['department', 'Department'],
  ['designation', 'Designation'],
  ['location', 'Location'],
  ['manager', 'Reporting manager'],
] as const;

/** Admin and HR change the four values from a date; the server refuses a reporting loop with the chain. */
function PlacementForm({
  personId,
  role,
  view,
}: {
  personId: string;
  role: 'Admin' | 'HR';
  view: PlacementView;
}) {
  const today = useOrgToday();
  const structure = useOrgStructure();
  const people = usePeopleList(role);
  const place = usePlace(role, personId);
  const [values, setValues] = useState(() => ({
    department: view.current.department?.id ?? '',
    designation: view.current.designation?.id ?? '',
    location: view.current.location?.id ?? '',
    manager: view.current.manager?.id ?? '',
    effectiveFrom: today,
  }));
  const options = {
    department: structure.data?.departments ?? [],
    designation: structure.data?.designations ?? [],
    location: structure.data?.locations ?? [],
    manager: (people.data ?? []).filter((p) => p._id !== personId).map((p) => ({ id: p._id, name: p.name })),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    place.mutate(
      {
        effectiveFrom: values.effectiveFrom,
        departmentId: values.department || null,
        designationId: values.designation || null,
        locationId: values.location || null,
        managerId: values.manager || null,
      },
      {
        onSuccess: () => toast.success(M.placementSaved),
        onError: (error) => toast.error(M.saveFailed, { description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Change placement">
      {FIELDS.map(([field, label]) => (
        <div key={field} className="grid gap-1.5">
          <Label htmlFor={`placement-${field}`}>{label}</Label>
          <NativeSelect
            id={`placement-${field}`}
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          >
            <option value="">{M.notSet}</option>
            {options[field].map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      <div className="grid gap-1.5">
        <Label htmlFor="placement-from">Effective from</Label>
        <Input
          id="placement-from"
          type="date"
          required
          value={values.effectiveFrom}
          onChange={(e) => setValues((v) => ({ ...v, effectiveFrom: e.target.value }))}
        />
      </div>
      <div className="flex items-end">
        <Button type="submit" disabled={place.isPending}>
          Save placement
        </Button>
      </div>
    </form>
  );
}

/** The details page's Organisation section: today's values, dated changes, and the staff's form. */
export function PlacementSection({ personId, viewerRole }: { personId: string; viewerRole: Role }) {
  const query = usePlacement(personId);
  const view = query.data;
  return (
    <SectionCard title="Organisation" description="Department, designation, location and reporting manager.">
      {renderListState({ query, loading: 'Loading the placement', failed: M.loadFailed, showCause: true }) ??
        (view ? (
          <div className="grid gap-4">
            <dl className="grid gap-3 sm:grid-cols-2">
              {FIELDS.map(([field, label]) => (
                <div key={field}>
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-sm font-medium" data-testid={`placement-${field}`}>
                    {view.current[field]?.name ?? M.notSet}
                  </dd>
                </div>
              ))}
            </dl>
            {view.history.length > 0 ? (
              <details>
                <summary className="cursor-pointer text-sm">History ({view.history.length})</summary>
                <ul className="mt-2 grid gap-1 text-xs text-muted-foreground">
                  {view.history.map((entry) => (
                    <li key={entry.effectiveFrom}>
                      From {formatDateDMY(entry.effectiveFrom)}
                      {entry.effectiveFrom > view.today ? ' (upcoming)' : ''}:{' '}
                      {FIELDS.map(([field]) => entry[field]?.name ?? '–').join(' · ')}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
            {STAFF_ROLES.includes(viewerRole) ? (
              <PlacementForm
                key={view.history.length}
                personId={personId}
                role={viewerRole === 'Admin' ? 'Admin' : 'HR'}
                view={view}
              />
            ) : null}
          </div>
        ) : null)}
    </SectionCard>
  );
}
