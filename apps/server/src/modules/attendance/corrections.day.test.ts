import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANUAL_MARK_API_STATUSES, type AttendanceStatus } from '@hrms/shared';
import { correctDay, workedMinutesOf } from './corrections.day.ts';

const none = { checkIn: null, checkOut: null, status: null };

describe('the corrected day', () => {
  it('replaces the times asked and keeps the others; a time asked makes the day Present', () => {
    const existing = { checkIn: '09:40', checkOut: null, status: 'Punched In' as const };
    expect(correctDay(existing, { ...none, checkOut: '18:00' })).toEqual({
      ok: true,
      day: { checkIn: '09:40', checkOut: '18:00', status: 'Present' },
    });
    expect(correctDay(undefined, { ...none, checkIn: '09:00' })).toEqual({
      ok: true,
      day: { checkIn: '09:00', checkOut: null, status: 'Present' },
    });
  });

  it('keeps a Half Day or Short Leave day, and a full-day status clears the times', () => {
    const half = { checkIn: null, checkOut: null, status: 'Half Day' as const };
    expect(correctDay(half, { ...none, checkIn: '13:00' })).toMatchObject({ day: { status: 'Half Day' } });
    const worked = { checkIn: '09:00', checkOut: '18:00', status: 'Present' as const };
    expect(correctDay(worked, { ...none, status: 'Paid Leave' })).toEqual({
      ok: true,
      day: { checkIn: null, checkOut: null, status: 'Paid Leave' },
    });
  });

  it('refuses a check-out without, or not after, a check-in', () => {
    expect(correctDay(undefined, { ...none, checkOut: '18:00' })).toMatchObject({ ok: false });
    const existing = { checkIn: '10:00', checkOut: null, status: 'Punched In' as const };
    expect(correctDay(existing, { ...none, checkOut: '10:00' })).toMatchObject({ ok: false });
  });

  it('never answers a check-out at or before the check-in, nor times on a full-day status (property)', () => {
    const time = fc.option(fc.integer({ min: 0, max: 1439 }), { nil: null });
    const status = fc.option(fc.constantFrom<AttendanceStatus>(...MANUAL_MARK_API_STATUSES), { nil: null });
    const day = fc.record({ checkIn: time, checkOut: time, status });
    fc.assert(
      fc.property(fc.option(day, { nil: undefined }), day, (existing, asked) => {
        const result = correctDay(existing, asked);
        if (!result.ok) return;
        const { checkIn, checkOut, status: s } = result.day;
        if (checkOut !== null) expect(checkIn !== null && checkOut > checkIn).toBe(true);
        if (['Absent', 'Sick Leave', 'Paid Leave'].includes(s))
          expect([checkIn, checkOut]).toEqual([null, null]);
        if (asked.status) expect(s).toBe(asked.status);
      }),
    );
  });

  it('counts whole worked minutes only when both times are known', () => {
    const at = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00+05:30`);
    expect(workedMinutesOf(at('09:15'), at('18:00'))).toBe(525);
    expect(workedMinutesOf(at('09:15'), null)).toBeNull();
  });
});
