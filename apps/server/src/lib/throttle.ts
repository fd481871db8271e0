/**
 * What sign-in (and password change) ask of a throttle: in process (LoginThrottle) for one instance,
 * shared through Redis (RedisLoginThrottle) when REDIS_URL is set, so N instances do not give N times the tries.
 * It lives in lib so any module may depend on the contract without importing the auth module.
 */
export interface Throttle {
  retryAfterSeconds(key: string, address: string): number | Promise<number>;
  recordFailure(key: string, address: string): void | Promise<void>;
  recordSuccess(key: string): void | Promise<void>;
}
