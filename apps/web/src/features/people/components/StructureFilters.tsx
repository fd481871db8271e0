import type { EmployeeListItem } from '@hrms/shared';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useOrgStructure } from '../../../lib/org-structure';
import type { StructureFilter } from '../api/employee-pages';

const FILTERS = [
  ['departmentId', 'Department', 'departments'],
  ['designationId', 'Designation', 'designations'],
  ['locationId', 'Location', 'locations'],
] as const;

/** The employee list's department, designation and location filters (issue 42); shown once any exist. */
export function StructureFilters({
  value,
  onChange,
}: {
  value: StructureFilter;
  onChange: (next: StructureFilter) => void;
}) {
  const structure = useOrgStructure();
  if (!structure.data) return null;
  const shown = FILTERS.filter(([, , list]) => structure.data[list].length > 0);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map(([field, label, list]) => (
        <div key={field} className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor={`employee-filter-${field}`}>{label}</Label>
          <NativeSelect
            id={`employee-filter-${field}`}
            value={value[field] ?? ''}
            onChange={(e) => onChange({ ...value, [field]: e.target.value })}
          >
            <option value="">Any</option>
            {structure.data[list].map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </>
  );
}

/** The row's department and manager under the designation, or a dash. */
export function placementText(
  employee: EmployeeListItem,
  field: keyof NonNullable<EmployeeListItem['placement']>,
) {
  return employee.placement?.[field] ?? '–';
}
