import { formatDateDMY, formatRupees, formatTime12h, orgDate } from '@hrms/shared';

// The spec's display rules (section 9) and money (125000 -> '₹1,25,000') live in the shared package so
// server-made documents match the screens.
export { formatDateDMY, formatRupees, formatTime12h };

/** Today's date as DD/MM/YYYY in the organisation's timezone, whatever the browser's own zone is. */
export function formatOrgToday(timeZone: string, now: Date = new Date()): string {
  return formatDateDMY(orgDate(now, timeZone));
}

/** A duration in minutes as hours and minutes: 485 -> '8h 05m', 45 -> '0h 45m'. */
export function formatHoursMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}h ${String(whole % 60).padStart(2, '0')}m`;
}
