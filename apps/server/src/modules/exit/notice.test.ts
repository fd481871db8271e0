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

  it("follows the lifecycle's probation once the organisation uses it: its end, extensions, the confirmation", () => {
    const joined = '2026-06-01';
    const probation = (endsOn: string | null, confirmedOn: string | null = null) => ({
      inUse: true,
      endsOn,
      confirmedOn,
    });
    // Three months' probation: past it, 60 days though the six-month rule would say 30.
    expect(noticeDaysFor(joined, '2026-08-31', probation('2026-09-01'))).toBe(30);
    expect(noticeDaysFor(joined, '2026-09-01', probation('2026-09-01'))).toBe(60);
    // Extended to 1 March 2027: still on probation in December.
    expect(noticeDaysFor(joined, '2026-12-15', probation('2027-03-01'))).toBe(30);
    // Confirmed early, on 1 October: 60 from that day, 30 the day before.
    expect(noticeDaysFor(joined, '2026-10-01', probation('2026-12-01', '2026-10-01'))).toBe(60);
    expect(noticeDaysFor(joined, '2026-09-30', probation('2026-12-01', '2026-10-01'))).toBe(30);
    // In use, but no probation for this person (their length 0): confirmed from the start.
    expect(noticeDaysFor(joined, '2026-06-02', probation(null))).toBe(60);
    // Not in use (a fresh install): the six-month rule, as before.
    expect(noticeDaysFor(joined, '2026-11-30', { inUse: false, endsOn: null, confirmedOn: null })).toBe(30);
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
