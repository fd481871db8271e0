import { formatDateDMY, formatTime12h, orgClockParts } from '@hrms/shared';

/** 'DD/MM/YYYY, hh:mm AM' of an instant on the organisation's clock. */
export function formatSentAt(sentAt: string, timeZone: string): string {
  const parts = orgClockParts(new Date(sentAt), timeZone);
  return `${formatDateDMY(parts.date)}, ${formatTime12h(parts.time)}`;
}
