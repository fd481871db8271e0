/**
 * What the forgotten-password requests ask of a throttle: fixed windows in process (LoginThrottle) for one
 * instance, shared through Redis (RedisLoginThrottle) when REDIS_URL is set, so N instances do not give N times
 * the tries. It lives in lib so any module may depend on the contract without importing the auth module.
 */
export interface Throttle {
  retryAfterSeconds(key: string, address: string): number | Promise<number>;
  recordFailure(key: string, address: string): void | Promise<void>;
  recordSuccess(key: string): void | Promise<void>;
}

/**
 * What a credential check (password at sign-in or change, two-step code, recovery code) asks of its throttle
 * (issue 39): each attempt is counted in one atomic step BEFORE it is checked, so guesses sent in parallel
 * cannot all slip under the limit; a success clears the count. In process (GuessThrottle) or in Redis with
 * one script (RedisGuessThrottle).
 */
export interface AttemptThrottle {
  /** Counts this attempt and answers 0 (go on and check it), or the seconds to wait (not counted, not checked). */
  attempt(key: string, address: string): number | Promise<number>;
  /** The attempt was right: the count starts again, and it does not count against the address. */
  recordSuccess(key: string, address: string): void | Promise<void>;
}
