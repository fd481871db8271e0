import type { Correction, CorrectionDay } from '@hrms/shared';
import { translate, translateOr } from '../../../../lib/i18n/app';

const statusText = (status: string): string => translateOr(`status.${status}`, status);

/** 'In 09:40, Out 18:25, Present': the times a day has ('--' is none), then its status, in the language. */
export function dayText(day: CorrectionDay | null): string {
  if (!day) return translate('corr.noRecord');
  return [
    day.checkIn !== '--' ? translate('corr.in', { time: day.checkIn }) : null,
    day.checkOut !== '--' ? translate('corr.out', { time: day.checkOut }) : null,
    statusText(day.status),
  ]
    .filter(Boolean)
    .join(', ');
}

/** What a request asks for: only the parts it changes. */
export function askedText(correction: Pick<Correction, 'checkIn' | 'checkOut' | 'status'>): string {
  const parts = [
    correction.checkIn ? translate('corr.in', { time: correction.checkIn }) : null,
    correction.checkOut ? translate('corr.out', { time: correction.checkOut }) : null,
    correction.status ? statusText(correction.status) : null,
  ].filter(Boolean);
  return parts.join(', ');
}
