import { describe, expect, it } from 'vitest';
import { locationOn, personCalendar, workCalendar, type WorkCalendar } from './work-calendar.ts';

/*
 * A location's own calendar on top of the organisation's, and a person's calendar across a move (issue 42,
 * docs/work-calendar.md "Calendars per location"). November 2026: Sundays 1, 8, 15, 22, 29.
 */
const fallback = { weeklyOff: [0] as const, nthWeekOff: [] };
const organisation = workCalendar({
  fallback,
  patterns: [],
  holidays: [{ date: '2026-11-27', name: 'Founders Day', kind: 'public' }],
});
const bengaluru = workCalendar({
  fallback,
  patterns: [],
  holidays: [{ date: '2026-11-27', name: 'Founders Day', kind: 'public' }],
  local: {
    patterns: [{ effectiveFrom: '2026-11-01', weeklyOff: [0, 6], nthWeekOff: [] }],
    holidays: [
      { date: '2026-11-20', name: 'Karaga', kind: 'public' },
      { date: '2026-11-27', name: 'Founders Day', kind: 'optional' },
    ],
  },
});
const of = (id: string | null): WorkCalendar => (id === 'blr' ? bengaluru : organisation);

describe("a location's own calendar", () => {
  it.each([
    ['2026-11-20', 'working', 'holiday'], // Karaga: Bengaluru only
    ['2026-11-21', 'working', 'weekly-off'], // Saturday off in Bengaluru from 01/11
    ['2026-11-27', 'holiday', 'working'], // Bengaluru's optional holiday wins over the organisation's
    ['2026-11-29', 'weekly-off', 'weekly-off'],
  ])('%s: the organisation %s, Bengaluru %s', (date, org, blr) => {
    expect(organisation.day(date).kind).toBe(org);
    expect(bengaluru.day(date).kind).toBe(blr);
  });

  it('keeps the organisation before the location pattern starts', () => {
    expect(bengaluru.day('2026-10-31').kind).toBe('working'); // a Saturday before 01/11
  });
});

describe("a person's calendar across a move", () => {
  const spans = [
    { from: '2026-01-01', locationId: 'pune' },
    { from: '2026-11-16', locationId: 'blr' },
  ];
  const meena = personCalendar(spans, of);

  it('reads each date from the location of that date', () => {
    expect(locationOn(spans, '2025-12-31')).toBeNull();
    expect(locationOn(spans, '2026-11-15')).toBe('pune');
    expect(locationOn(spans, '2026-11-16')).toBe('blr');
    expect(meena.day('2026-11-14').kind).toBe('working'); // a Pune Saturday
    expect(meena.day('2026-11-21').kind).toBe('weekly-off'); // a Bengaluru Saturday
    expect(meena.day('2026-11-20').holiday?.name).toBe('Karaga');
  });

  it('is the organisation calendar itself without a location', () => {
    expect(personCalendar([], of)).toBe(organisation);
    expect(personCalendar([{ from: '2026-01-01', locationId: null }], of)).toBe(organisation);
  });
});
