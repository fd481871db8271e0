import { PT_STATES } from './figures/professional-tax/index.ts';
import { assertPaise, inForce, rupees } from './money-math.ts';
import type { ProfessionalTaxInput } from './types.ts';

/** The states with Professional Tax data, by name. */
export function professionalTaxStates(): { code: string; name: string }[] {
  return PT_STATES.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Professional Tax of one month, paise, by the work state's slabs in force in that month. Women's
 * slabs apply to 'female'; 'male', 'other' and an unset gender take the men's slabs (the general
 * entry; the women's entry is an exemption the law grants to women only). A state without data pays nothing.
 */
export function professionalTax({
  state,
  gender,
  grossEarnedPaise,
  year,
  month,
}: ProfessionalTaxInput): number {
  assertPaise('grossEarnedPaise', grossEarnedPaise);
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  const data = PT_STATES.find((entry) => entry.code === state.toUpperCase());
  if (!data) return 0;
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const schedule = inForce(data.schedules, (entry) => entry.from, first, `${data.name} Professional Tax`);
  const slabs = gender === 'female' ? schedule.women : schedule.men;
  let due = 0;
  for (const slab of slabs) {
    if (grossEarnedPaise >= rupees(slab.from)) due = rupees(month === 2 ? slab.february : slab.monthly);
  }
  return due;
}

/**
 * Professional Tax of `count` months from `year`-`month` on, each on the same monthly gross and by its own
 * month's slab (February's higher one), paise: what the TDS projection counts as the tax on employment still
 * to be deducted this tax year (docs/payroll-statutory.md, "Tax on employment"). `pt` is the engine's.
 */
export function professionalTaxOfMonths(
  pt: (input: ProfessionalTaxInput) => number,
  input: Omit<ProfessionalTaxInput, 'grossEarnedPaise'> & { monthlyGrossPaise: number; count: number },
): number {
  let sum = 0;
  for (let i = 0; i < input.count; i += 1) {
    const ordinal = input.year * 12 + input.month - 1 + i;
    sum += pt({
      state: input.state,
      gender: input.gender,
      grossEarnedPaise: input.monthlyGrossPaise,
      year: Math.floor(ordinal / 12),
      month: (ordinal % 12) + 1,
    });
  }
  return sum;
}
