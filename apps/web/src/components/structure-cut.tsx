import type { StructureSubtotals } from '@hrms/shared';
import { useOrgStructure } from '../lib/org-structure';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

/*
 * Reports cut by the structure (issue 42, docs/organisation.md "Reports by department and location"): the
 * department and location filters of the attendance sheet, the payroll register and the leave balances,
 * and their subtotals. Shown once the organisation has a department or more than one location, so a
 * fresh install's reports look as they always did.
 */
export interface StructureCut {
  departmentId?: string;
  locationId?: string;
}

/** The cut as a report's query: empty choices left out, subtotals asked once a structure exists. */
export function cutQuery(cut: StructureCut, structured: boolean) {
  return {
    ...(cut.departmentId ? { departmentId: cut.departmentId } : {}),
    ...(cut.locationId ? { locationId: cut.locationId } : {}),
    ...(structured ? { subtotals: 'true' as const } : {}),
  };
}

/** Whether the organisation has a structure to cut by (a department, or a second location). */
export function useStructured(): boolean {
  const structure = useOrgStructure().data;
  return Boolean(structure && (structure.departments.length > 0 || structure.locations.length > 1));
}

export function StructureCutFilters({
  id,
  value,
  onChange,
}: {
  /** Prefix of the controls' ids (one report may sit beside another). */
  id: string;
  value: StructureCut;
  onChange: (next: StructureCut) => void;
}) {
  const structure = useOrgStructure().data;
  if (!structure) return null;
  const lists = [
    ['departmentId', 'Department', structure.departments],
    ['locationId', 'Location', structure.locations.length > 1 ? structure.locations : []],
  ] as const;
  return (
    <>
      {lists
        .filter(([, , units]) => units.length > 0)
        .map(([field, label, units]) => (
          <div key={field} className="grid w-full gap-1.5 sm:w-44">
            <Label htmlFor={`${id}-${field}`}>{label}</Label>
            <NativeSelect
              id={`${id}-${field}`}
              value={value[field] ?? ''}
              onChange={(e) => onChange({ ...value, [field]: e.target.value || undefined })}
            >
              <option value="">All</option>
              {units.map((unit) => (
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

/**
 * The subtotals per department and per location: people and the report's figures (`columns`: the keys of
 * the totals to show, with their headers; `format` shows a figure).
 */
export function SubtotalsTables({
  subtotals,
  columns,
  format = (value) => String(value),
}: {
  subtotals: StructureSubtotals | undefined;
  columns: readonly { key: string; header: string }[];
  format?: (value: number) => string;
}) {
  if (!subtotals) return null;
  const parts = [
    ['Department', subtotals.departments],
    ['Location', subtotals.locations],
  ] as const;
  return (
    <section aria-label="Subtotals" className="grid gap-3 md:grid-cols-2">
      {parts.map(([title, groups]) => (
        <Table key={title} aria-label={`Subtotals by ${title.toLowerCase()}`} className="text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>{title}</TableHead>
              <TableHead className="text-right">People</TableHead>
              {columns.map((column) => (
                <TableHead key={column.key} className="text-right">
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.map((group) => (
              <TableRow key={group.id ?? 'none'}>
                <TableCell className="font-medium">{group.name}</TableCell>
                <TableCell className="text-right tabular-nums">{group.people}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} className="text-right tabular-nums">
                    {format(group.totals[column.key] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ))}
    </section>
  );
}
