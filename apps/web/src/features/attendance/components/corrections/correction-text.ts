import type { Correction, CorrectionDay } from '@hrms/shared';

/** 'In 09:40, Out 18:25, Present': the times a day has ('--' is none), then its status. */
export function dayText(day: CorrectionDay | null): string {
  if (!day) return 'No record';
  return [
    day.checkIn !== '--' ? `In ${day.checkIn}` : null,
    day.checkOut !== '--' ? `Out ${day.checkOut}` : null,
    day.status,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What a request asks for: only the parts it changes. */
export function askedText(correction: Pick<Correction, 'checkIn' | 'checkOut' | 'status'>): string {
  const parts = [
    correction.checkIn ? `In ${correction.checkIn}` : null,
    correction.checkOut ? `Out ${correction.checkOut}` : null,
    correction.status,
  ].filter(Boolean);
  return parts.join(', ');
}
