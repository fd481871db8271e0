/** The tax year (April-March) a business date falls in, by its first calendar year. */
export function taxYearOfDate(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

/** April-March: the tax year's first calendar year, and the months left including this one. */
export function taxYearOf(year: number, month: number): { fyStartYear: number; remainingMonths: number } {
  const fyStartYear = month >= 4 ? year : year - 1;
  const remainingMonths = month >= 4 ? 12 - month + 4 : 4 - month;
  return { fyStartYear, remainingMonths };
}
