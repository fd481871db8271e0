import { LWF_STATES } from './figures/labour-welfare-fund.ts';
import { inForce, rupees } from './money-math.ts';

export interface LabourWelfareFundInput {
  /** The work state's code ('MH'); a state without data pays nothing. */
  state: string;
  year: number;
  /** 1-12 */
  month: number;
}

/** The states with Labour Welfare Fund data, by name. */
export function labourWelfareFundStates(): { code: string; name: string }[] {
  return LWF_STATES.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The Labour Welfare Fund of one month, paise: the state's fixed employee and employer contributions in the
 * months its Act names (Maharashtra June and December, Karnataka December), nothing in the others. A month
 * before a state's first schedule refuses (RangeError) rather than guess.
 */
export function labourWelfareFund({ state, year, month }: LabourWelfareFundInput): {
  employeePaise: number;
  employerPaise: number;
} {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  const data = LWF_STATES.find((entry) => entry.code === state.toUpperCase());
  if (!data) return { employeePaise: 0, employerPaise: 0 };
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const schedule = inForce(data.schedules, (entry) => entry.from, first, `${data.name} Labour Welfare Fund`);
  if (!schedule.months.includes(month)) return { employeePaise: 0, employerPaise: 0 };
  return { employeePaise: rupees(schedule.employee), employerPaise: rupees(schedule.employer) };
}
