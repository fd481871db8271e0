import { isoDay } from '@hrms/shared';
import { epf } from './epf.ts';
import type { EpfResult } from './types.ts';

/** What PF wages are read from: a month's earnings (paise) and the PF of the arrears paid with it. */
export interface PfWagesSource {
  earnings: { code: string; paise: number }[];
  arrears?: { pf: Pick<EpfResult, 'epfWagesPaise' | 'epsWagesPaise' | 'edliWagesPaise'> }[];
}

/**
 * A record's EPF, EPS and EDLI wages by the same rule as its EPF lines (epf.ts, on the earned Basic), plus the
 * arrear wages of arrears paid with it (wages of the month paid): the wages columns of the EPFO ECR.
 */
export function pfWagesOf(pay: PfWagesSource, pfOnFullWages: boolean, year: number, month: number) {
  const basic = pay.earnings.find((line) => line.code === 'BASIC')?.paise ?? 0;
  let { epfWagesPaise, epsWagesPaise, edliWagesPaise } = epf({
    pfWagesPaise: basic,
    pfOnFullWages,
    date: isoDay(year, month, 1),
  });
  for (const { pf } of pay.arrears ?? []) {
    epfWagesPaise += pf.epfWagesPaise;
    epsWagesPaise += pf.epsWagesPaise;
    edliWagesPaise += pf.edliWagesPaise;
  }
  return { epfWagesPaise, epsWagesPaise, edliWagesPaise };
}
