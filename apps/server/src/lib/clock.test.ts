import { describe, expect, it, vi } from 'vitest';
import { FixedClock, RunningClock } from './clock.ts';

describe('RunningClock', () => {
  it('stands where it is put and runs on in real time from there', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
    try {
      const clock = new RunningClock('2026-10-01T05:30:00.000Z');
      expect(clock.now().toISOString()).toBe('2026-10-01T05:30:00.000Z');
      vi.advanceTimersByTime(2_500);
      expect(clock.now().toISOString()).toBe('2026-10-01T05:30:02.500Z');
      clock.set('2026-11-01T05:30:00.000Z');
      expect(clock.now().toISOString()).toBe('2026-11-01T05:30:00.000Z');
      vi.advanceTimersByTime(40);
      expect(clock.now().toISOString()).toBe('2026-11-01T05:30:00.040Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('differs from FixedClock, which stays put', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
    try {
      const fixed = new FixedClock('2026-10-01T05:30:00.000Z');
      vi.advanceTimersByTime(1_000);
      expect(fixed.now().toISOString()).toBe('2026-10-01T05:30:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });
});
