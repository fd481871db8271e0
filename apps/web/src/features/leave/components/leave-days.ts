/** The leave year a date falls in: the calendar year, or the year an April-March year began. */
export function leaveYearOf(date: string, yearStartMonth: number): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= yearStartMonth ? year : year - 1;
}
