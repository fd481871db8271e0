/** A signed ledger amount: '+1.5', '-2'. */
export const signedDays = (days: number): string => (days > 0 ? `+${days}` : String(days));

/** The leave year a date falls in: the calendar year, or the year an April-March year began. */
export function leaveYearOf(date: string, yearStartMonth: number): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= yearStartMonth ? year : year - 1;
}

/** 'January-December 2026' or 'April 2026-March 2027'. */
export function leaveYearLabel(year: number, yearStartMonth: number): string {
  return yearStartMonth === 1 ? `${year}` : `April ${year} - March ${year + 1}`;
}
