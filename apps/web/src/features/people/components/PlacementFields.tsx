import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useChartPeople, useOrgStructure } from '../../../lib/org-structure';

/** The Add Employee form's place in the structure (issue 42): ids, empty for none. */
export interface NewPlacement {
  departmentId: string;
  designationId: string;
  locationId: string;
  managerId: string;
}
export const NO_PLACEMENT: NewPlacement = {
  departmentId: '',
  designationId: '',
  locationId: '',
  managerId: '',
};

/** Sets the chosen ids on the multipart body (the server places the person in the create's transaction). */
export function appendPlacement(body: FormData, placement: NewPlacement) {
  for (const [field, id] of Object.entries(placement)) if (id) body.set(field, id);
}

/**
 * Department, designation, location and manager for a new person, each listed once any choice exists (a
 * fresh install shows only the Head office location, so nothing new until the structure is set up).
 */
export function PlacementFields({
  value,
  onChange,
  disabled,
}: {
  value: NewPlacement;
  onChange: (next: NewPlacement) => void;
  disabled: boolean;
}) {
  const structure = useOrgStructure();
  const people = useChartPeople();
  if (!structure.data) return null;
  const lists = [
    ['departmentId', 'Department', structure.data.departments],
    ['designationId', 'Designation', structure.data.designations],
    ['locationId', 'Location', structure.data.locations],
    [
      'managerId',
      'Manager',
      (people.data ?? []).map((p) => ({ id: p.id, name: `${p.name} (${p.employeeId})` })),
    ],
  ] as const;
  const shown = lists.filter(([field, , list]) => list.length > (field === 'locationId' ? 1 : 0));
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map(([field, label, list]) => (
        <div key={field} className="grid gap-1.5">
          <Label htmlFor={`employee-${field}`}>{label}</Label>
          <NativeSelect
            id={`employee-${field}`}
            value={value[field]}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, [field]: e.target.value })}
          >
            <option value="">None</option>
            {list.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </>
  );
}
