import { DEFAULT_OVERTIME_SETTINGS } from '@hrms/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capFor, quarterOf } from './overtime-caps.ts';
import { hourlyRatePaise, hoursText, overtimeMinutes, overtimePayPaise } from './overtime.rules.ts';

const basis = { ...DEFAULT_OVERTIME_SETTINGS, enabled: true };
const day = (worked: number, afterEnd: number, weekWorked = 0, weekOvertime = 0) => ({
  workedMinutes: worked,
  minutesAfterShiftEnd: afterEnd,
  weekWorkedBefore: weekWorked,
  weekOvertimeBefore: weekOvertime,
});

describe('the pay of approved overtime (issue 45 worked example)', () => {
  it('pays 6 hours of Basic + DA ₹26,000 over 26 x 8 = 208 hours (₹125 an hour) at double rate: ₹1,500', () => {
    expect(hourlyRatePaise(2_600_000, basis)).toBe(12_500);
    expect(overtimePayPaise(2_600_000, 360, basis)).toBe(150_000);
  });

  it.each([
    // basic+DA paise, minutes, multiplier, days, hours, paise
    [2_600_000, 120, 2, 26, 8, 50_000], // 2 h: ₹500
    [2_600_000, 90, 2, 26, 8, 37_500], // 1 h 30 min: ₹375
    [2_600_000, 360, 1.5, 26, 8, 112_500], // a multiplier of 1.5: ₹1,125
    [3_000_000, 60, 2, 30, 8, 25_000], // 30 x 8 = 240 h: ₹125 an hour, ₹250
    [1_000_000, 1, 2, 26, 8, 160], // ₹10,000 / 12,480 minutes x 2 = ₹1.6025 -> ₹1.60
  ])(
    'pays %i paise x %i min at %fx over %i x %i: %i paise',
    (basicDa, minutes, multiplier, days, hours, paise) => {
      expect(overtimePayPaise(basicDa, minutes, { multiplier, divisorDays: days, divisorHours: hours })).toBe(
        paise,
      );
    },
  );
});

describe('the minutes a day claims', () => {
  it.each([
    ['left on time', day(540, 0), 0],
    ['three hours after the shift (09:00-18:00, out 21:00)', day(720, 180), 180],
    ['under the 30-minute minimum', day(560, 20), 0],
    ['beyond 9 hours worked though out on time (came early)', day(600, 0), 60],
    ['the larger of after-shift and beyond-daily, never both', day(660, 90), 120],
    ['the week past 48 ordinary hours (a sixth 9-hour day after 40 ordinary)', day(540, 0, 2400, 0), 60],
    [
      'the week counts ordinary minutes only (earlier overtime is not counted twice)',
      day(540, 0, 2460, 60),
      60,
    ],
  ])('%s', (_name, facts, minutes) => {
    expect(overtimeMinutes(facts, basis)).toBe(minutes);
  });

  it('counts nothing after the shift when the basis is off, only beyond the limits', () => {
    expect(overtimeMinutes(day(600, 120), { ...basis, afterShiftEnd: false })).toBe(60);
    expect(overtimeMinutes(day(600, 120), { ...basis, afterShiftEnd: false, dailyLimitHours: null })).toBe(0);
  });

  it('never claims more than was worked, nor a negative number (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: -600, max: 1440 }),
        fc.integer({ min: 0, max: 6000 }),
        fc.integer({ min: 0, max: 3000 }),
        (worked, after, weekWorked, weekOt) => {
          const minutes = overtimeMinutes(
            day(worked, after, weekWorked, Math.min(weekOt, weekWorked)),
            basis,
          );
          return minutes >= 0 && minutes <= worked;
        },
      ),
    );
  });
});

describe('quarterly caps (data with sources)', () => {
  it("uses the Factories Act's 50 hours where the state has no row, Karnataka's 144 from 7 August 2023", () => {
    expect(capFor(null, '2026-11-20')).toMatchObject({ state: 'IN', hours: 50 });
    expect(capFor('MH', '2026-11-20')).toMatchObject({ state: 'IN', hours: 50 });
    expect(capFor('KA', '2026-11-20')).toMatchObject({ state: 'KA', hours: 144 });
    expect(capFor('KA', '2023-08-06')).toMatchObject({ state: 'IN', hours: 50 });
    expect(capFor('KA', '2026-11-20').source).toMatch(/Karnataka/);
  });

  it('finds the calendar quarter of a day', () => {
    expect(quarterOf('2026-11-20')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2027-02-03')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });

  it('says hours in words', () => {
    expect([hoursText(360), hoursText(150), hoursText(45)]).toEqual(['6 h', '2 h 30 min', '45 min']);
  });
});
