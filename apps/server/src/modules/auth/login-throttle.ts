import type { Clock } from '../../lib/clock.ts';
import type { Throttle } from '../../lib/throttle.ts';

export type { Throttle };

interface Window {
  failures: number;
  resetAt: number;
}

export interface ThrottleLimits {
  /** Fixed windows: failures an e-mail may have. Credential checks (guess-throttle.ts): free attempts. */
  perEmail: number;
  perAddress: number;
  windowMs: number;
  /** Credential checks only: the first delay after the free attempts, doubling up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perEmail: 5, perAddress: 30, windowMs: 15 * 60_000 };

/**
 * The forgotten password's fixed windows (credential checks use guess-throttle.ts).
 * Counts failed sign-ins per e-mail and per client address in a fixed window.
 * Only failures count, so a person who types their password right is never slowed.
 */
export class LoginThrottle implements Throttle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  /** Seconds to wait when either key is over its limit, else 0. */
  retryAfterSeconds(email: string, address: string): number {
    const now = this.clock.now().getTime();
    let wait = 0;
    for (const [key, limit] of this.keys(email, address)) {
      const window = this.windows.get(key);
      if (window && window.resetAt > now && window.failures >= limit) {
        wait = Math.max(wait, Math.ceil((window.resetAt - now) / 1000));
      }
    }
    return wait;
  }

  recordFailure(email: string, address: string): void {
    const now = this.clock.now().getTime();
    for (const [key] of this.keys(email, address)) {
      const window = this.windows.get(key);
      if (!window || window.resetAt <= now)
        this.windows.set(key, { failures: 1, resetAt: now + this.limits.windowMs });
      else window.failures += 1;
    }
    if (this.windows.size > 50_000) this.sweep(now);
  }

  recordSuccess(email: string): void {
    this.windows.delete(`email:${email}`);
  }

  private keys(email: string, address: string): Array<[string, number]> {
    return [
      [`email:${email}`, this.limits.perEmail],
      [`addr:${address}`, this.limits.perAddress],
    ];
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
