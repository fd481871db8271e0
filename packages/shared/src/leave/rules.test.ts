import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES } from './schemas.ts';
import {
  datesBetween,
  isBusinessDate,
  weekdayOf,
  weeklyOffCalendar,
  workCalendar,
} from '../calendar/index.ts';
import { validateLeaveApplication } from './rules.ts';

const TODAY = '2026-11-20'; // a Friday
const SUNDAY = [0];

const messageOf = (input: Parameters<typeof validateLeaveApplication>[0], weeklyOff: number[] = []) => {
  const result = validateLeaveApplication(input, TODAY, weeklyOffCalendar(weeklyOff));
  return result.ok ? 'ok' : result.message;
};

describe('validateLeaveApplication (spec section 5)', () => {
  it.each([
    [{}, LEAVE_MESSAGES.required],
    [{ type: 'Paid Leave' }, LEAVE_MESSAGES.required],
    [{ startDate: TODAY }, LEAVE_MESSAGES.required],
    [{ type: '  ', startDate: TODAY }, LEAVE_MESSAGES.required],
    [{ type: 'Paid Leave', startDate: '' }, LEAVE_MESSAGES.required],
    [{ type: 'Vacation', startDate: TODAY }, LEAVE_MESSAGES.invalidType],
    [{ type: 'Paid Leave', startDate: '2026-02-30' }, LEAVE_MESSAGES.invalidDate],
    [{ type: 'Paid Leave', startDate: '20/11/2026' }, LEAVE_MESSAGES.invalidDate],
    [{ type: 'Sick Leave', startDate: TODAY, endDate: 'tomorrow' }, LEAVE_MESSAGES.invalidDate],
  ])('refuses %j with its message', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('allows today and refuses yesterday (the past-date boundary)', () => {
    expect(messageOf({ type: 'Paid Leave', startDate: TODAY })).toBe('ok');
    expect(messageOf({ type: 'Paid Leave', startDate: '2026-11-19' })).toBe(LEAVE_MESSAGES.pastDate);
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-19', endDate: '2026-11-25' })).toBe(
      LEAVE_MESSAGES.pastDate,
    );
  });

  it('needs an end date for Sick Leave, not before the start (equal is allowed)', () => {
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-23' })).toBe(LEAVE_MESSAGES.sickEndRequired);
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-23', endDate: '' })).toBe(
      LEAVE_MESSAGES.sickEndRequired,
    );
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-23', endDate: '2026-11-22' })).toBe(
      LEAVE_MESSAGES.endBeforeStart,
    );
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-23', endDate: '2026-11-23' })).toBe('ok');
  });

  it('gives single-day types end = start, and refuses a different end date', () => {
    const result = validateLeaveApplication(
      { type: 'Half Day', startDate: '2026-11-23', endDate: null },
      TODAY,
    );
    expect(result).toEqual({
      ok: true,
      value: { type: 'Half Day', startDate: '2026-11-23', endDate: '2026-11-23' },
    });
    expect(messageOf({ type: 'Paid Leave', startDate: '2026-11-23', endDate: '2026-11-23' })).toBe('ok');
    expect(messageOf({ type: 'Paid Leave', startDate: '2026-11-23', endDate: '2026-11-24' })).toBe(
      LEAVE_MESSAGES.singleDayOnly,
    );
    expect(messageOf({ type: 'Short Leave', startDate: '2026-11-23', endDate: '2026-11-22' })).toBe(
      LEAVE_MESSAGES.endBeforeStart,
    );
  });

  it('bounds a Sick Leave range to 90 calendar days', () => {
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-20', endDate: '2027-02-17' })).toBe('ok');
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-20', endDate: '2027-02-18' })).toBe(
      LEAVE_MESSAGES.tooManyDays,
    );
  });

  it('refuses leave that falls only on weekly offs, but not a range that crosses one', () => {
    expect(messageOf({ type: 'Paid Leave', startDate: '2026-11-22' }, SUNDAY)).toBe(
      LEAVE_MESSAGES.weeklyOffOnly,
    );
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-21', endDate: '2026-11-22' }, [0, 6])).toBe(
      LEAVE_MESSAGES.weeklyOffOnly,
    );
    expect(messageOf({ type: 'Sick Leave', startDate: '2026-11-21', endDate: '2026-11-23' }, SUNDAY)).toBe(
      'ok',
    );
  });

  it('counts a public holiday as a day off; an optional holiday stays a working day (issue 19)', () => {
    const calendar = workCalendar({
      fallback: { weeklyOff: [0], nthWeekOff: [] },
      patterns: [],
      holidays: [
        { date: '2026-11-23', name: 'Founders Day', kind: 'public' },
        { date: '2026-11-24', name: 'Guru Tegh Bahadur', kind: 'optional' },
      ],
    });
    const check = (startDate: string, endDate: string) => {
      const result = validateLeaveApplication({ type: 'Sick Leave', startDate, endDate }, TODAY, calendar);
      return result.ok ? 'ok' : result.message;
    };
    expect(check('2026-11-22', '2026-11-23')).toBe(LEAVE_MESSAGES.offDaysOnly);
    expect(check('2026-11-23', '2026-11-23')).toBe(LEAVE_MESSAGES.offDaysOnly);
    expect(check('2026-11-22', '2026-11-24')).toBe('ok');
    expect(check('2026-11-22', '2026-11-22')).toBe(LEAVE_MESSAGES.weeklyOffOnly);
  });
});

describe('date helpers', () => {
  it('lists every date of a range across a month end', () => {
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(datesBetween('2026-11-20', '2026-11-20')).toEqual(['2026-11-20']);
  });
  it('knows weekdays and real dates', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-20')).toBe(5);
    expect(isBusinessDate('2028-02-29')).toBe(true);
    expect(isBusinessDate('2026-02-29')).toBe(false);
  });
});
