import { describe, expect, it } from 'vitest';
import { formatDateDMY, formatTime12h, isValidTimeZone, orgClockParts, orgDate } from './org-time.ts';

describe('organisation time', () => {
  it('gives the business date in the organisation timezone, not UTC', () => {
    const instant = new Date('2026-11-20T20:30:00Z');
    expect(orgDate(instant, 'UTC')).toBe('2026-11-20');
    expect(orgDate(instant, 'Asia/Kolkata')).toBe('2026-11-21');
    expect(orgDate(instant, 'Pacific/Auckland')).toBe('2026-11-21');
    expect(orgDate(new Date('2026-11-21T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-20');
  });

  it('gives wall time and weekday', () => {
    const parts = orgClockParts(new Date('2026-11-20T03:29:59Z'), 'Asia/Kolkata');
    expect(parts).toMatchObject({
      date: '2026-11-20',
      time: '08:59',
      hour: 8,
      minute: 59,
      second: 59,
      weekday: 5,
    });
    expect(orgClockParts(new Date('2026-11-20T18:30:00Z'), 'Asia/Kolkata')).toMatchObject({
      hour: 0,
      time: '00:00',
      weekday: 6,
    });
  });

  it('formats times in 12-hour form and dates as DD/MM/YYYY', () => {
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('09:00')).toBe('09:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('23:59')).toBe('11:59 PM');
    expect(formatTime12h('--')).toBe('--');
    expect(formatDateDMY('2026-02-28')).toBe('28/02/2026');
  });

  it('checks IANA timezone names', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
