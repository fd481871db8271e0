import { formatDateDMY, formatRupees, formatTime12h, orgDate } from '@hrms/shared';

// The spec's display rules (section 9) and money (125000 -> '₹1,25,000') live in the shared package so
// server-made documents match the screens.
export { formatDateDMY, formatRupees, formatTime12h };

/** Today's date as DD/MM/YYYY in the organisation's timezone, whatever the browser's own zone is. */
export function formatOrgToday(timeZone: string, now: Date = new Date()): string {
  return formatDateDMY(orgDate(now, timeZone));
}
