/**
 * The states with Professional Tax data on the server (docs/payroll-statutory.md). A new state is a data
 * change there; add it here too so the pickers offer it. A stored code not listed still shows.
 */
export const PT_STATES: readonly { code: string; name: string }[] = [
  { code: 'MH', name: 'Maharashtra' },
  { code: 'KA', name: 'Karnataka' },
];

export const stateName = (code: string | null): string =>
  code === null ? 'Not set' : (PT_STATES.find((s) => s.code === code)?.name ?? code);

/** Radix Select refuses '' as a value: 'none' stands for "not set". */
export const NO_STATE = 'none';

export function stateOptions(current: string | null): { code: string; name: string }[] {
  return current && !PT_STATES.some((s) => s.code === current)
    ? [...PT_STATES, { code: current, name: current }]
    : [...PT_STATES];
}
