import { describe, expect, it } from 'vitest';
import { daysInMonth, monthDates } from '../calendar/index.ts';
import { ATTENDANCE_MESSAGES, deriveDailyState, punchInWindowError, punchView } from './index.ts';

const FRIDAY = 5;
const SUNDAY = 0;
const OFF = [SUNDAY];

describe('deriveDailyState (spec section 4, in order)', () => {
  it('follows the five rules', () => {
    expect(deriveDailyState({ status: 'Absent', checkIn: '09:10', checkOut: '--' })).toBe('absent');
    expect(deriveDailyState({ status: 'Present', checkIn: '09:10', checkOut: '18:00' })).toBe('completed');
    expect(deriveDailyState({ status: 'Punched In', checkIn: '09:10', checkOut: '--' })).toBe('punched-in');
    expect(deriveDailyState({ status: 'Paid Leave', checkIn: '--', checkOut: '--' })).toBe('completed');
    expect(deriveDailyState(null)).toBe('punched-out');
  });

  it('lets an approved Half Day or Short Leave day still punch in', () => {
    expect(deriveDailyState({ status: 'Half Day', checkIn: '--', checkOut: '--' })).toBe('punched-out');
    expect(deriveDailyState({ status: 'Short Leave', checkIn: null, checkOut: null })).toBe('punched-out');
    expect(deriveDailyState({ status: 'Half Day', checkIn: '10:00', checkOut: '--' })).toBe('punched-in');
  });
});

describe('punch-in window', () => {
  it('is open from 09:00 until before 11:00 on working days', () => {
    expect(punchInWindowError({ hour: 8, weekday: FRIDAY }, OFF)).toBe(ATTENDANCE_MESSAGES.windowNotOpen);
    expect(punchInWindowError({ hour: 9, weekday: FRIDAY }, OFF)).toBeNull();
    expect(punchInWindowError({ hour: 10, weekday: FRIDAY }, OFF)).toBeNull();
    expect(punchInWindowError({ hour: 11, weekday: FRIDAY }, OFF)).toBe(
      'The punch-in window (9 AM - 11 AM) has closed.',
    );
    expect(punchInWindowError({ hour: 10, weekday: SUNDAY }, OFF)).toBe(ATTENDANCE_MESSAGES.weeklyOff);
  });

  it('shows Absent after 11:00 with no punch-in, but not on a weekly off', () => {
    expect(punchView(null, { hour: 11, weekday: FRIDAY }, OFF)).toMatchObject({
      showAbsent: true,
      canPunchIn: false,
      message: ATTENDANCE_MESSAGES.windowClosed,
    });
    expect(punchView(null, { hour: 12, weekday: SUNDAY }, OFF).showAbsent).toBe(false);
    expect(punchView(null, { hour: 9, weekday: FRIDAY }, OFF)).toMatchObject({
      canPunchIn: true,
      canPunchOut: false,
      message: null,
    });
    expect(
      punchView(
        { status: 'Punched In', checkIn: '09:30', checkOut: '--' },
        { hour: 15, weekday: FRIDAY },
        OFF,
      ),
    ).toMatchObject({
      state: 'punched-in',
      canPunchOut: true,
      showAbsent: false,
    });
  });
});

describe('month helpers', () => {
  it('knows month lengths, leap years included', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(monthDates(2026, 11)).toHaveLength(30);
    expect(monthDates(2026, 12).at(-1)).toBe('2026-12-31');
  });
});
