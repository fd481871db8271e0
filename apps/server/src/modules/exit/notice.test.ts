import { describe, expect, it } from 'vitest';
import { workCalendar } from '@hrms/shared';
import { daysShort, dueOn, noticeDaysFor, noticeEnd } from './notice.ts';

// Sundays off; Diwali (Monday 9 November 2026) a public holiday.
const calendar = workCalendar({
  fallback: { weeklyOff: [0], nthWeekOff: [] },
  patterns: [],
  holidays: [{ date: '2026-11-09', name: 'Diwali', kind: 'public' }],
});

describe('notice and the settlement’s due date', () => {
  it('30 days on probation (the first six months), 60 after', () => {
    expect(noticeDaysFor('2026-06-01', '2026-11-30')).toBe(30);
    expect(noticeDaysFor('2026-06-01', '2026-12-01')).toBe(60);
  });

  it('the notice ends on its last day counting the submission; the shortfall is the days after the wish', () => {
    expect(noticeEnd('2026-11-20', 60)).toBe('2027-01-18');
    expect(daysShort('2026-12-15', '2027-01-18')).toBe(34);
    expect(daysShort('2027-01-18', '2027-01-18')).toBe(0);
  });

  it('is two working days after the last day, past a Sunday and a holiday', () => {
    expect(dueOn(calendar, '2026-11-06')).toBe('2026-11-10'); // Fri: Saturday works, Sunday off, Monday Diwali, Tuesday
    expect(dueOn(calendar, '2026-11-08')).toBe('2026-11-11'); // a last day on a Sunday
    expect(dueOn(calendar, '2026-03-31')).toBe('2026-04-02'); // across the tax year
  });
});
