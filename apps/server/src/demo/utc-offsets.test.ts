import { describe, expect, it } from 'vitest';
import { utcOffsets } from './demo.repository.ts';

describe('utcOffsets (the demo bulk load writes wall times as instants)', () => {
  it('gives the zone offset on a date, daylight saving included', () => {
    expect(utcOffsets('Asia/Kolkata')('2026-11-26')).toBe('+05:30');
    expect(utcOffsets('UTC')('2026-11-26')).toBe('+00:00');
    const london = utcOffsets('Europe/London');
    expect(london('2026-01-15')).toBe('+00:00');
    expect(london('2026-07-15')).toBe('+01:00');
    expect(utcOffsets('America/New_York')('2026-07-15')).toBe('-04:00');
    // As AT TIME ZONE reads the same wall time.
    expect(new Date(`2026-11-26T09:30:00${utcOffsets('Asia/Kolkata')('2026-11-26')}`).toISOString()).toBe(
      '2026-11-26T04:00:00.000Z',
    );
  });
});
