import { describe, expect, it } from 'vitest';
import { buildWorkCalendar } from './work-calendar';

/*
 * The browser's calendar of someone whose location has a work week of its own (issue 42): the server answers the
 * organisation's week with the location's patterns as `local` (GET /api/settings/work-week?for=me), and the
 * calendar built from it agrees with the server's for that person.
 */
const organisation = { weeklyOff: [0], patterns: [] };
const bengaluru = {
  ...organisation,
  local: {
    locationId: 'loc-1',
    patterns: [{ id: 'p1', effectiveFrom: '2026-11-01', weeklyOff: [0, 6], nthWeekOff: [] }],
  },
};

describe('buildWorkCalendar', () => {
  it("follows the location's own week from its date, the organisation's before and elsewhere", () => {
    expect(buildWorkCalendar(organisation, []).day('2026-11-07').kind).toBe('working'); // Saturday
    const local = buildWorkCalendar(bengaluru, []);
    expect(local.day('2026-11-07').kind).toBe('weekly-off');
    expect(local.day('2026-10-31').kind).toBe('working'); // before the location's pattern
    expect(local.day('2026-11-08').kind).toBe('weekly-off'); // Sunday, as everywhere
  });
});
