import type { Correction, CorrectionDay } from '@hrms/shared';

/** '09:40 - 18:25, Present'; '--' stands for a missing time, as in the attendance tables. */
export const dayText = (day: CorrectionDay | null): string =>
  day ? `${day.checkIn} - ${day.checkOut}, ${day.status}` : 'No record';

/** What a request asks for: only the parts it changes. */
export function askedText(correction: Pick<Correction, 'checkIn' | 'checkOut' | 'status'>): string {
  const parts = [
    correction.checkIn ? `In ${correction.checkIn}` : null,
    correction.checkOut ? `Out ${correction.checkOut}` : null,
    correction.status,
  ].filter(Boolean);
  return parts.join(', ');
}
