import type { Clock } from '../../lib/clock.ts';
import type { AttemptThrottle } from '../../lib/throttle.ts';
import type { ThrottleLimits } from './login-throttle.ts';

/**
 * Growing delays (issue 39, docs/security.md 'Credentials and sessions'): a counter (an account and an address
 * together at sign-in, a person for codes and password changes) makes `perEmail` attempts freely; from then
 * on each attempt sets a delay before the next one: baseDelayMs, doubling per further attempt, capped at
 * maxDelayMs. Nothing is locked for longer than the delay in force, and the right answer after it clears the
 * counter. A client address also has a fixed budget over every account (`perAddress` in `windowMs`).
 */
export interface GuessLimits {
  free: number;
  perAddress: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** 'pair': per account and address together (sign-in); 'key': per account whatever the address. */
  scope: 'pair' | 'key';
}

const DEFAULT_DELAYS = { baseDelayMs: 60_000, maxDelayMs: 15 * 60_000 } as const;

export function guessLimits(limits: ThrottleLimits, scope: GuessLimits['scope']): GuessLimits {
  return {
    free: limits.perEmail,
    perAddress: limits.perAddress,
    windowMs: limits.windowMs,
    baseDelayMs: limits.baseDelayMs ?? DEFAULT_DELAYS.baseDelayMs,
    maxDelayMs: limits.maxDelayMs ?? DEFAULT_DELAYS.maxDelayMs,
    scope,
  };
}

/** The delay set by the n-th attempt (counted from 1) of a counter, 0 while it is among the free ones. */
function delayAfter(n: number, limits: Pick<GuessLimits, 'free' | 'baseDelayMs' | 'maxDelayMs'>): number {
  if (n < limits.free) return 0;
  return Math.min(limits.baseDelayMs * 2 ** Math.min(n - limits.free, 30), limits.maxDelayMs);
}

export function counterKey(key: string, address: string, scope: GuessLimits['scope']): string {
  return scope === 'pair' ? `${key}|${address}` : key;
}

interface Counter {
  attempts: number;
  /** No attempt before this instant (ms). */
  nextAt: number;
  /** Forgotten after this instant (ms): a quiet window after the last delay ended. */
  forgetAt: number;
}

interface AddressWindow {
  attempts: number;
  resetAt: number;
}

/**
 * One process' counters. `attempt` runs without an await between reading and writing a counter, so in one
 * Node process it is atomic: of guesses sent at once, only the free ones get through to be checked.
 */
export class GuessThrottle implements AttemptThrottle {
  private readonly counters = new Map<string, Counter>();
  private readonly addresses = new Map<string, AddressWindow>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: GuessLimits,
  ) {}

  attempt(key: string, address: string): number {
    const now = this.clock.now().getTime();
    const id = counterKey(key, address, this.limits.scope);
    let counter = this.counters.get(id);
    if (counter && counter.forgetAt <= now) counter = undefined;
    if (counter && counter.nextAt > now) return Math.ceil((counter.nextAt - now) / 1000);
    let window = this.addresses.get(address);
    if (window && window.resetAt <= now) window = undefined;
    if (window && window.attempts >= this.limits.perAddress) return Math.ceil((window.resetAt - now) / 1000);

    this.addresses.set(address, {
      attempts: (window?.attempts ?? 0) + 1,
      resetAt: window?.resetAt ?? now + this.limits.windowMs,
    });
    const attempts = (counter?.attempts ?? 0) + 1;
    const nextAt = now + delayAfter(attempts, this.limits);
    this.counters.set(id, { attempts, nextAt, forgetAt: nextAt + this.limits.windowMs });
    if (this.counters.size + this.addresses.size > 50_000) this.sweep(now);
    return 0;
  }

  recordSuccess(key: string, address: string): void {
    this.counters.delete(counterKey(key, address, this.limits.scope));
    const window = this.addresses.get(address);
    if (window && window.attempts > 0) window.attempts -= 1;
  }

  private sweep(now: number): void {
    for (const [id, counter] of this.counters) if (counter.forgetAt <= now) this.counters.delete(id);
    for (const [id, window] of this.addresses) if (window.resetAt <= now) this.addresses.delete(id);
  }
}
