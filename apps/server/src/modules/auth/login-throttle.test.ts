import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { LoginThrottle } from './login-throttle.ts';

const limits = { perEmail: 3, perAddress: 5, windowMs: 60_000 };

describe('LoginThrottle', () => {
  it('blocks an e-mail after its limit of failures until the window ends', () => {
    const clock = new FixedClock('2026-11-20T10:00:00Z');
    const throttle = new LoginThrottle(clock, limits);
    for (let i = 0; i < 2; i += 1) throttle.recordFailure('a@x.in', '1.1.1.1');
    expect(throttle.retryAfterSeconds('a@x.in', '1.1.1.1')).toBe(0);
    throttle.recordFailure('a@x.in', '1.1.1.1');
    expect(throttle.retryAfterSeconds('a@x.in', '2.2.2.2')).toBe(60);
    clock.advance(59_000);
    expect(throttle.retryAfterSeconds('a@x.in', '2.2.2.2')).toBe(1);
    clock.advance(1_000);
    expect(throttle.retryAfterSeconds('a@x.in', '2.2.2.2')).toBe(0);
  });

  it('blocks an address that tries many e-mails', () => {
    const throttle = new LoginThrottle(new FixedClock('2026-11-20T10:00:00Z'), limits);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`user${i}@x.in`, '9.9.9.9');
    expect(throttle.retryAfterSeconds('fresh@x.in', '9.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('fresh@x.in', '8.8.8.8')).toBe(0);
  });

  it("forgets an e-mail's failures after a success", () => {
    const throttle = new LoginThrottle(new FixedClock('2026-11-20T10:00:00Z'), limits);
    throttle.recordFailure('a@x.in', '1.1.1.1');
    throttle.recordFailure('a@x.in', '1.1.1.1');
    throttle.recordSuccess('a@x.in');
    throttle.recordFailure('a@x.in', '1.1.1.1');
    expect(throttle.retryAfterSeconds('a@x.in', '3.3.3.3')).toBe(0);
  });
});
