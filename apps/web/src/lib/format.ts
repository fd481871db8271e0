import { formatDateDMY, formatTime12h, orgDate } from '@hrms/shared';

// The spec's display rules (section 9) live in the shared package so server-made documents match the screens.
export { formatDateDMY, formatTime12h };

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

/** 125000 -> '₹1,25,000' (Indian digit grouping, rupee sign). */
export function formatRupees(amount: number): string {
  return rupees.format(amount).replace(/\.00$/, '');
}

/** Today's date as DD/MM/YYYY in the organisation's timezone, whatever the browser's own zone is. */
export function formatOrgToday(timeZone: string, now: Date = new Date()): string {
  return formatDateDMY(orgDate(now, timeZone));
}
