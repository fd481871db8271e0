import type { EmployeeListItem } from '@hrms/shared';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useManagers, useOrgStructure } from '../../../lib/org-structure';
import type { StructureFilter } from '../api/employee-pages';

const FILTERS = [
  ['departmentId', 'Department', 'departments'],
  ['designationId', 'Designation', 'designations'],
  ['locationId', 'Location', 'locations'],
] as const;

/**
 * The employee list's department, designation and location filters (issue 42), each shown once its units
 * exist, and the manager filter once anyone manages someone.
 */
export function StructureFilters({
  value,
  onChange,
}: {
  value: StructureFilter;
  onChange: (next: StructureFilter) => void;
}) {
  const structure = useOrgStructure();
  const managers = useManagers();
  if (!structure.data) return null;
  const shown = FILTERS.filter(([, , list]) => structure.data[list].length > 0);
  const managerList = managers.data ?? [];
  if (shown.length === 0 && managerList.length === 0) return null;
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
      {managerList.length > 0 && (
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor="employee-filter-managerId">Manager</Label>
          <NativeSelect
            id="employee-filter-managerId"
            value={value.managerId ?? ''}
            onChange={(e) => onChange({ ...value, managerId: e.target.value })}
          >
            <option value="">Any</option>
            {managerList.map((manager) => (
              <option key={manager.id} value={manager.id}>
                {manager.name} ({manager.employeeId})
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
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
