import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { GuessThrottle, guessLimits } from './guess-throttle.ts';

const base = { perEmail: 3, perAddress: 5, windowMs: 60_000 };

describe('GuessThrottle', () => {
  it('lets the free attempts through, then delays 1, 2, 4 minutes... capped at 15, without counting refusals', () => {
    const clock = new FixedClock('2026-11-20T10:00:00Z');
    const throttle = new GuessThrottle(clock, guessLimits({ ...base, perAddress: 100 }, 'pair'));
    for (let i = 0; i < 3; i += 1) expect(throttle.attempt('a@x.in', '1.1.1.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wait = throttle.attempt('a@x.in', '1.1.1.1');
      // Refused again at once: still the same wait, not a longer one.
      expect(throttle.attempt('a@x.in', '1.1.1.1')).toBe(wait);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect(throttle.attempt('a@x.in', '1.1.1.1')).toBe(0);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('counts an account and an address together, or the account alone by key', () => {
    const clock = new FixedClock('2026-11-20T10:00:00Z');
    const pair = new GuessThrottle(clock, guessLimits(base, 'pair'));
    const key = new GuessThrottle(clock, guessLimits(base, 'key'));
    for (let i = 0; i < 3; i += 1) {
      pair.attempt('a@x.in', '1.1.1.1');
      key.attempt('a@x.in', '1.1.1.1');
    }
    expect(pair.attempt('a@x.in', '2.2.2.2')).toBe(0);
    expect(key.attempt('a@x.in', '2.2.2.2')).toBe(60);
  });

  it('gives an address a budget over all accounts; a success starts again and gives the attempt back', () => {
    const clock = new FixedClock('2026-11-20T10:00:00Z');
    const throttle = new GuessThrottle(clock, guessLimits(base, 'pair'));
    for (let i = 0; i < 2; i += 1) {
      expect(throttle.attempt('b@x.in', '9.9.9.9')).toBe(0);
      throttle.recordSuccess('b@x.in', '9.9.9.9');
    }
    for (let i = 0; i < 5; i += 1) expect(throttle.attempt(`u${i}@x.in`, '9.9.9.9')).toBe(0);
    expect(throttle.attempt('fresh@x.in', '9.9.9.9')).toBe(60);
    expect(throttle.attempt('fresh@x.in', '8.8.8.8')).toBe(0);
    clock.advance(60_000);
    expect(throttle.attempt('fresh@x.in', '9.9.9.9')).toBe(0);
  });
});
