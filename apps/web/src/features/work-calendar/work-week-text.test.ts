import { describe, expect, it } from 'vitest';
import { WORK_CALENDAR_MESSAGES, type WorkWeekSettings } from '@hrms/shared';
import {
  describePattern,
  describePreview,
  describeWorkWeek,
  previewDaysOff,
  previewMonth,
  workWeekInForce,
} from './work-week-text';
import { initialWorkWeek, toggleWeek, toggleWeeklyOff, workWeekFormSchema } from './work-week-form';

const SECOND_FOURTH_SATURDAY = { weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [4, 2] }] };
const settings = (patterns: WorkWeekSettings['patterns'] = []): WorkWeekSettings => ({
  weeklyOff: [0],
  patterns,
});

describe('the work week in words', () => {
  it('names the days always off, then the days off in some weeks', () => {
    expect(describeWorkWeek({ weeklyOff: [0], nthWeekOff: [] })).toBe('Sunday off');
    expect(describeWorkWeek({ weeklyOff: [6, 0], nthWeekOff: [] })).toBe('Sunday and Saturday off');
    expect(describeWorkWeek(SECOND_FOURTH_SATURDAY)).toBe('Sunday off; Saturday off in weeks 2 and 4');
    expect(describeWorkWeek({ weeklyOff: [], nthWeekOff: [{ weekday: 5, weeks: [1, 3, 5] }] })).toBe(
      'Friday off in weeks 1, 3 and 5',
    );
    expect(describeWorkWeek({ weeklyOff: [], nthWeekOff: [{ weekday: 6, weeks: [1] }] })).toBe(
      'Saturday off in week 1',
    );
    expect(describeWorkWeek({ weeklyOff: [], nthWeekOff: [] })).toBe('No weekly day off');
    expect(describePattern({ ...SECOND_FOURTH_SATURDAY, effectiveFrom: '2026-12-01' })).toBe(
      'From 01/12/2026: Sunday off; Saturday off in weeks 2 and 4',
    );
  });

  it('finds the pattern in force on a date, WEEKLY_OFF before the first', () => {
    const withPattern = settings([{ id: 'p1', effectiveFrom: '2026-12-01', ...SECOND_FOURTH_SATURDAY }]);
    expect(workWeekInForce(withPattern, '2026-11-30')).toEqual({ weeklyOff: [0], nthWeekOff: [] });
    expect(workWeekInForce(withPattern, '2026-12-01')).toMatchObject(SECOND_FOURTH_SATURDAY);
  });
});

describe('the preview of days off', () => {
  it('shows the first whole month from the effective date', () => {
    expect(previewMonth('2026-11-20')).toEqual({ year: 2026, month: 12 });
    expect(previewMonth('2026-12-01')).toEqual({ year: 2026, month: 12 });
    expect(previewMonth('2026-12-31')).toEqual({ year: 2027, month: 1 });
  });

  it('lists the 2nd and 4th Saturdays with the Sundays, and the public holidays by name', () => {
    const preview = previewDaysOff(settings(), { ...SECOND_FOURTH_SATURDAY, effectiveFrom: '2026-11-25' }, [
      { date: '2026-12-25', name: 'Christmas', kind: 'public' },
      { date: '2026-12-24', name: 'Christmas Eve', kind: 'optional' },
    ]);
    expect(preview).toEqual({
      label: 'December 2026',
      weeklyOffDays: [6, 12, 13, 20, 26, 27],
      holidays: [{ day: 25, name: 'Christmas' }],
      daysOff: 7,
    });
    expect(describePreview(preview)).toBe(
      'December 2026: 7 days off: 6, 12, 13, 20, 26, 27; holidays: 25 (Christmas)',
    );
  });

  it('replaces a pattern of the same date and keeps the others', () => {
    const existing = settings([
      { id: 'p1', effectiveFrom: '2027-01-01', weeklyOff: [0, 6], nthWeekOff: [] },
      { id: 'p2', effectiveFrom: '2027-03-01', weeklyOff: [0, 6], nthWeekOff: [] },
    ]);
    const draft = { weeklyOff: [0], nthWeekOff: [], effectiveFrom: '2027-01-01' };
    // January 2027 under the draft: only the five Sundays.
    expect(previewDaysOff(existing, draft, []).weeklyOffDays).toEqual([3, 10, 17, 24, 31]);
  });
});

describe('the work-week form', () => {
  const schema = workWeekFormSchema('2026-11-20');

  it('refuses a change before today and a week with no working day', () => {
    const past = schema.safeParse({ weeklyOff: [0], nthWeekOff: [], effectiveFrom: '2026-11-19' });
    expect(past.error?.issues[0]?.message).toBe(WORK_CALENDAR_MESSAGES.pastEffectiveDate);
    const allOff = schema.safeParse({
      weeklyOff: [0, 1, 2, 3, 4, 5, 6],
      nthWeekOff: [],
      effectiveFrom: '2026-11-20',
    });
    expect(allOff.error?.issues[0]?.message).toBe(WORK_CALENDAR_MESSAGES.allDaysOff);
    expect(schema.safeParse({ weeklyOff: [0], nthWeekOff: [], effectiveFrom: '2026-11-20' }).success).toBe(
      true,
    );
  });

  it('starts from the latest pattern; one still to come keeps its date', () => {
    expect(initialWorkWeek(settings(), '2026-11-20')).toEqual({
      weeklyOff: [0],
      nthWeekOff: [],
      effectiveFrom: '2026-11-20',
    });
    const upcoming = settings([{ id: 'p1', effectiveFrom: '2026-12-01', ...SECOND_FOURTH_SATURDAY }]);
    expect(initialWorkWeek(upcoming, '2026-11-20')).toMatchObject({ effectiveFrom: '2026-12-01' });
    expect(initialWorkWeek(upcoming, '2026-12-05')).toMatchObject({ effectiveFrom: '2026-12-05' });
  });

  it('toggles weeks and drops the weeks of a day that becomes always off', () => {
    let nth = toggleWeek([], 6, 4);
    nth = toggleWeek(nth, 6, 2);
    expect(nth).toEqual([{ weekday: 6, weeks: [2, 4] }]);
    expect(toggleWeek(toggleWeek(nth, 6, 2), 6, 4)).toEqual([]);
    expect(toggleWeeklyOff({ weeklyOff: [0], nthWeekOff: nth }, 6)).toEqual({
      weeklyOff: [0, 6],
      nthWeekOff: [],
    });
    expect(toggleWeeklyOff({ weeklyOff: [0, 6], nthWeekOff: [] }, 0)).toEqual({
      weeklyOff: [6],
      nthWeekOff: [],
    });
  });
});
