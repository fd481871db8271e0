import { EPF_FIGURES, type EpfFigures } from './figures/epf.ts';
import {
  assertDate,
  assertPaise,
  basisPoints,
  inForce,
  percentToNearestRupee,
  rupees,
} from './money-math.ts';
import type { EpfArrearsInput, EpfInput, EpfResult } from './types.ts';

/**
 * EPF, EPS and EDLI of one wage month. Each contribution is rounded to the nearest rupee (EPF Scheme
 * paragraph 29(4)); employer EPF is the employer's rounded 12% minus the rounded EPS, so the two add
 * up to the employer's share exactly.
 */
export function epf({ pfWagesPaise, pfOnFullWages, date }: EpfInput): EpfResult {
  assertPaise('pfWagesPaise', pfWagesPaise);
  assertDate('date', date);
  const figures = figuresOn(date);
  const cappedPaise = Math.min(pfWagesPaise, rupees(figures.wageCeiling));
  return contributions(figures, pfOnFullWages ? pfWagesPaise : cappedPaise, cappedPaise);
}

const figuresOn = (date: string) => inForce(EPF_FIGURES, (entry) => entry.from, date, 'EPF');

/** The shares on EPF wages and on the capped wages (EPS, EDLI), each rounded to the rupee. */
function contributions(figures: EpfFigures, epfWagesPaise: number, cappedPaise: number): EpfResult {
  const employerSharePaise = percentToNearestRupee(epfWagesPaise, basisPoints(figures.employerPercent));
  const epsPaise = percentToNearestRupee(cappedPaise, basisPoints(figures.epsPercent));
  return {
    epfWagesPaise,
    epsWagesPaise: cappedPaise,
    edliWagesPaise: cappedPaise,
    employeePaise: percentToNearestRupee(epfWagesPaise, basisPoints(figures.employeePercent)),
    epsPaise,
    employerEpfPaise: employerSharePaise - epsPaise,
    edliPaise: percentToNearestRupee(cappedPaise, basisPoints(figures.edliPercent)),
  };
}

/**
 * EPF, EPS and EDLI on the arrears of an earlier wage month (docs/payroll-statutory.md, "Arrears"): the
 * arrear wages are what the revision adds to that month's PF wages under that month's ceiling,
 * min(revised, ceiling) − min(paid, ceiling) (the whole difference for EPF on full wages; EPS and EDLI
 * stay capped), never below zero; each contribution on them rounded to the nearest rupee as above.
 */
export function epfArrears({
  revisedPfWagesPaise,
  paidPfWagesPaise,
  pfOnFullWages,
  date,
}: EpfArrearsInput): EpfResult {
  assertPaise('revisedPfWagesPaise', revisedPfWagesPaise);
  assertPaise('paidPfWagesPaise', paidPfWagesPaise);
  assertDate('date', date);
  const figures = figuresOn(date);
  const ceiling = rupees(figures.wageCeiling);
  const cappedPaise = Math.max(
    0,
    Math.min(revisedPfWagesPaise, ceiling) - Math.min(paidPfWagesPaise, ceiling),
  );
  const fullPaise = Math.max(0, revisedPfWagesPaise - paidPfWagesPaise);
  return contributions(figures, pfOnFullWages ? fullPaise : cappedPaise, cappedPaise);
}
