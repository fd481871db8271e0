import { z } from 'zod';

/*
 * Reports cut by the structure (issue 42, docs/organisation.md "Reports by department and location"): the
 * attendance sheet, the payroll register and the leave balances filter by a department and a location (ids)
 * and add up their rows per department and per location. A person's department and location are read on
 * the report's period end date. Pure, so the screen, the export and the tests add up the same way.
 */

/** The query a report takes: a department, a location, and whether to answer the subtotals. */
export const structureCutQueryShape = {
  departmentId: z.uuid('Please choose a valid record.').optional(),
  locationId: z.uuid('Please choose a valid record.').optional(),
  /** 'true': answer `subtotals` (the screens ask once the organisation has a structure). */
  subtotals: z.enum(['true', 'false']).optional(),
};

export const SUBTOTAL_LABELS = {
  noDepartment: 'No department',
  noLocation: 'No location',
  department: (name: string) => `Subtotal: department ${name}`,
  location: (name: string) => `Subtotal: location ${name}`,
  people: (count: number) => (count === 1 ? '1 person' : `${count} people`),
} as const;

export const subtotalGroupSchema = z.object({
  /** The unit's id; null for the people without one. */
  id: z.string().nullable(),
  name: z.string(),
  people: z.number().int(),
  /** The report's figures added up over the group's people (by status, by leave type, or amounts in rupees). */
  totals: z.record(z.string(), z.number()),
});
export type SubtotalGroup = z.infer<typeof subtotalGroupSchema>;

export const structureSubtotalsSchema = z.object({
  departments: z.array(subtotalGroupSchema),
  locations: z.array(subtotalGroupSchema),
});
export type StructureSubtotals = z.infer<typeof structureSubtotalsSchema>;

/** A person's department and location on the report's date (null: none). */
export interface PersonUnits {
  department: { id: string; name: string } | null;
  location: { id: string; name: string } | null;
}

/**
 * Each department's and each location's people and totals, by name (the people without one last). Sums are
 * rounded to the paisa so that rupee amounts add up as the rows do.
 */
export function subtotalsOf<T>(
  rows: readonly T[],
  unitsOf: (row: T) => PersonUnits | undefined,
  totalsOf: (row: T) => Readonly<Record<string, number>>,
): StructureSubtotals {
  const groups = (
    pick: (units: PersonUnits | undefined) => { id: string; name: string } | null,
    none: string,
  ) => {
    const byId = new Map<string | null, SubtotalGroup>();
    for (const row of rows) {
      const unit = pick(unitsOf(row));
      const key = unit?.id ?? null;
      const group = byId.get(key) ?? { id: key, name: unit?.name ?? none, people: 0, totals: {} };
      group.people += 1;
      for (const [name, value] of Object.entries(totalsOf(row)))
        group.totals[name] = Math.round(((group.totals[name] ?? 0) + value) * 100) / 100;
      byId.set(key, group);
    }
    return [...byId.values()].sort((a, b) =>
      a.id === null ? 1 : b.id === null ? -1 : a.name.localeCompare(b.name),
    );
  };
  return {
    departments: groups((u) => u?.department ?? null, SUBTOTAL_LABELS.noDepartment),
    locations: groups((u) => u?.location ?? null, SUBTOTAL_LABELS.noLocation),
  };
}
