import { describe, expect, it } from 'vitest';
import { subtotalsOf, type PersonUnits } from './subtotals.ts';

describe('subtotals per department and location', () => {
  const sales = { id: 's', name: 'Sales' };
  const pune = { id: 'p', name: 'Pune' };
  const rows: { id: string; net: number; units?: PersonUnits }[] = [
    { id: 'a', net: 29_966.67, units: { department: sales, location: pune } },
    { id: 'b', net: 10_000.1, units: { department: sales, location: null } },
    { id: 'c', net: 0.2 },
  ];

  it('adds each group to the paisa, by name, the people without a unit last', () => {
    const result = subtotalsOf(
      rows,
      (row) => row.units,
      (row) => ({ net: row.net }),
    );
    expect(result.departments).toEqual([
      { id: 's', name: 'Sales', people: 2, totals: { net: 39_966.77 } },
      { id: null, name: 'No department', people: 1, totals: { net: 0.2 } },
    ]);
    expect(result.locations).toEqual([
      { id: 'p', name: 'Pune', people: 1, totals: { net: 29_966.67 } },
      { id: null, name: 'No location', people: 2, totals: { net: 10_000.3 } },
    ]);
  });
});
