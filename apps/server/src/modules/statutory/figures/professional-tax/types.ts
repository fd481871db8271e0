/*
 * Professional Tax of one state (docs/payroll-statutory.md: "Adding a state"). Slabs are by the
 * month's gross earned wages; the highest slab whose `from` the wages reach applies.
 */
export interface PtSlab {
  /** Rupees: the slab applies from these monthly wages on (inclusive). "Exceeds ₹7,500" is 7500.01. */
  from: number;
  /** Rupees a month. */
  monthly: number;
  /** Rupees in February (the month that makes up the ₹2,500 a year). */
  february: number;
}

export interface PtSchedule {
  /** 'YYYY-MM-DD' the schedule applies from (the wage month's first day is compared). */
  from: string;
  men: readonly PtSlab[];
  /** Women's slabs (the same as men's where the state makes no difference). */
  women: readonly PtSlab[];
  sources: readonly string[];
}

export interface PtState {
  /** Two capital letters: the person's `workState` and the settings' `defaultState`. */
  code: string;
  name: string;
  schedules: readonly PtSchedule[];
}
