import type { LeaveBalance } from '@hrms/shared';

/** '1 day', '0.5 day', '2.5 days': the days of a balance or a request, as people read them. */
export function formatDays(days: number): string {
  const rounded = Math.round(days * 100) / 100;
  return `${rounded} ${Math.abs(rounded) === 1 || Math.abs(rounded) === 0.5 ? 'day' : 'days'}`;
}

/** A signed ledger amount: '+1.5', '-2'. */
export const signedDays = (days: number): string => (days > 0 ? `+${days}` : String(days));

/** The headline of a balance card: what is left, 'Unlimited', or the monthly count of Short Leave. */
export function balanceHeadline(balance: LeaveBalance): string {
  if (balance.monthMax !== null) return `${balance.monthUsed ?? 0} of ${balance.monthMax} this month`;
  // A type taking from another shows that balance (the server sends its figures), or just the link.
  if (balance.countsAgainst && (balance.unlimited || balance.available === null))
    return `Uses ${balance.countsAgainst}`;
  if (balance.unlimited || balance.available === null) return 'Unlimited';
  return `${formatDays(balance.available)} available`;
}

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
