import { describe, expect, it } from 'vitest';
import { daysInMonth, monthDates } from '../calendar/index.ts';
import {
  ATTENDANCE_MESSAGES,
  deriveDailyState,
  formatWallTime,
  isLateCheckIn,
  punchInWindowError,
  punchView,
} from './index.ts';

const WORKING = { kind: 'working' } as const;
const OFF_DAY = { kind: 'weekly-off' } as const;

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

  it('lets an approved on-duty / work-from-home day still punch in (issue 45), once', () => {
    expect(deriveDailyState({ status: 'Present', checkIn: '--', checkOut: '--', mode: 'wfh' })).toBe(
      'punched-out',
    );
    expect(deriveDailyState({ status: 'Present', checkIn: '10:00', checkOut: '--', mode: 'wfh' })).toBe(
      'punched-in',
    );
    expect(
      deriveDailyState({ status: 'Present', checkIn: '10:00', checkOut: '18:00', mode: 'on-duty' }),
    ).toBe('completed');
    // A manual Present without a mode is the spec's rule 4: marked, nothing to punch.
    expect(deriveDailyState({ status: 'Present', checkIn: '--', checkOut: '--', mode: null })).toBe(
      'completed',
    );
  });
});

describe('punch-in window', () => {
  it('is open from 09:00 until before 11:00 on working days', () => {
    expect(punchInWindowError({ hour: 8 }, WORKING)).toBe(ATTENDANCE_MESSAGES.windowNotOpen);
    expect(punchInWindowError({ hour: 9 }, WORKING)).toBeNull();
    expect(punchInWindowError({ hour: 10 }, WORKING)).toBeNull();
    expect(punchInWindowError({ hour: 11 }, WORKING)).toBe('The punch-in window (9 AM - 11 AM) has closed.');
    expect(punchInWindowError({ hour: 10 }, OFF_DAY)).toBe(ATTENDANCE_MESSAGES.weeklyOff);
  });

  it('shows Absent after 11:00 with no punch-in, but not on a weekly off', () => {
    expect(punchView(null, { hour: 11 }, WORKING)).toMatchObject({
      showAbsent: true,
      canPunchIn: false,
      message: ATTENDANCE_MESSAGES.windowClosed,
    });
    expect(punchView(null, { hour: 12 }, OFF_DAY).showAbsent).toBe(false);
    expect(punchView(null, { hour: 9 }, WORKING)).toMatchObject({
      canPunchIn: true,
      canPunchOut: false,
      message: null,
    });
    expect(
      punchView({ status: 'Punched In', checkIn: '09:30', checkOut: '--' }, { hour: 15 }, WORKING),
    ).toMatchObject({
      state: 'punched-in',
      canPunchOut: true,
      showAbsent: false,
    });
  });
});

describe("a shift's own window (issue 19)", () => {
  const night = { punchInFrom: '21:30', punchInUntil: '23:00' };
  it("names the window in the spec's sentence, minute precision, exclusive end", () => {
    expect(punchInWindowError({ hour: 21, minute: 29 }, WORKING, night)).toBe(
      'The punch-in window (9:30 PM - 11 PM) has not opened yet.',
    );
    expect(punchInWindowError({ hour: 21, minute: 30 }, WORKING, night)).toBeNull();
    expect(punchInWindowError({ hour: 22, minute: 59 }, WORKING, night)).toBeNull();
    expect(punchInWindowError({ hour: 23, minute: 0 }, WORKING, night)).toBe(
      'The punch-in window (9:30 PM - 11 PM) has closed.',
    );
  });

  it('refuses a public holiday by its name, before the window', () => {
    const diwali = { kind: 'holiday', holiday: { name: 'Diwali' } } as const;
    expect(punchInWindowError({ hour: 10 }, diwali)).toBe('Today is a holiday: Diwali.');
    expect(punchView(null, { hour: 12 }, diwali)).toMatchObject({ showAbsent: false, canPunchIn: false });
  });

  it("shows Absent only once the shift's window has closed", () => {
    expect(punchView(null, { hour: 12 }, WORKING, night).showAbsent).toBe(false);
    expect(punchView(null, { hour: 23 }, WORKING, night).showAbsent).toBe(true);
  });

  it('formats wall times as the spec writes them', () => {
    expect(['00:00', '09:00', '09:30', '12:00', '12:05', '22:15', '23:59'].map(formatWallTime)).toEqual([
      '12 AM',
      '9 AM',
      '9:30 AM',
      '12 PM',
      '12:05 PM',
      '10:15 PM',
      '11:59 PM',
    ]);
  });

  it('is late after start + grace, to the minute', () => {
    expect(isLateCheckIn({ hour: 9, minute: 10 }, '09:00', 10)).toBe(false);
    expect(isLateCheckIn({ hour: 9, minute: 11 }, '09:00', 10)).toBe(true);
    expect(isLateCheckIn({ hour: 8, minute: 55 }, '09:00', 0)).toBe(false);
    expect(isLateCheckIn({ hour: 9, minute: 0 }, '09:00', 0)).toBe(false);
    expect(isLateCheckIn({ hour: 9, minute: 1 }, '09:00', 0)).toBe(true);
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
