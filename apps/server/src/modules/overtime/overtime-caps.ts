/*
 * Quarterly caps on overtime hours (issue 45, docs/overtime.md "Quarterly caps"): data per state with the date
 * each came into force and its source. The approver is warned when an approval takes a person's quarter past
 * the cap; hours are never dropped (the law binds the employer asking for the work, not the record of it).
 * Add a state as a row with its source; the latest row in force on the day wins.
 */
export interface OvertimeCap {
  /** A two-letter state code, or 'IN' for the Factories Act's own figure where a state has none here. */
  state: string;
  effectiveFrom: string;
  hours: number;
  source: string;
}

export const OVERTIME_CAPS: readonly OvertimeCap[] = [
  {
    state: 'IN',
    effectiveFrom: '1949-04-01',
    hours: 50,
    source: 'Factories Act, 1948, s.64(4)(iv): total overtime not to exceed fifty hours in any quarter',
  },
  {
    state: 'KA',
    effectiveFrom: '2023-08-07',
    hours: 144,
    source:
      'Factories (Karnataka Amendment) Act, 2023 (s.65 as amended; in force by notification of 7 August 2023): 144 hours in any quarter',
  },
];

/** The cap in force on `day` for `state` (the Factories Act's where the state has no row of its own). */
export function capFor(
  state: string | null,
  day: string,
  caps: readonly OvertimeCap[] = OVERTIME_CAPS,
): OvertimeCap {
  const inForce = (s: string) =>
    caps
      .filter((c) => c.state === s && c.effectiveFrom <= day)
      .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];
  return (state ? inForce(state) : undefined) ?? inForce('IN')!;
}

/** The calendar quarter's first and last day of `day` (January-March, ...). */
export function quarterOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const first = Math.floor((Number(day.slice(5, 7)) - 1) / 3) * 3 + 1;
  const last = first + 2;
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { from: `${year}-${mm(first)}-01`, to: `${year}-${mm(last)}-${lastDay}` };
}
