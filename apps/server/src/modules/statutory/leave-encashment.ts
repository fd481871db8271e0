import { LEAVE_ENCASHMENT_FIGURES } from './figures/leave-encashment.ts';
import { assertPaise, inForce, rupees } from './money-math.ts';

/**
 * The part of a leave encashment on leaving that is exempt from income tax (Income-tax Act, 2025, section 19;
 * 1961, section 10(10AA)(ii)): the least of the amount, ten months' Basic + DA and ₹25,00,000. Not modelled: the
 * leave a year of service earns (30 days at most) and exemptions already used with earlier employers.
 */
export function leaveEncashmentExemptPaise(input: {
  encashmentPaise: number;
  monthlyBasicDaPaise: number;
  lastWorkingDay: string;
}): number {
  assertPaise('encashmentPaise', input.encashmentPaise);
  const figures = inForce(LEAVE_ENCASHMENT_FIGURES, (f) => f.from, input.lastWorkingDay, 'leave encashment');
  return Math.min(
    input.encashmentPaise,
    input.monthlyBasicDaPaise * figures.exemptMonthsOfSalary,
    rupees(figures.exemptUpTo),
  );
}
