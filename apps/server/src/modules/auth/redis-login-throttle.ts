import type { RedisConnections } from '../../lib/redis.ts';
import { DEFAULT_THROTTLE, type Throttle, type ThrottleLimits } from './login-throttle.ts';

/**
 * The same fixed-window rule as LoginThrottle, kept in Redis so every instance counts the same
 * failures. A window starts at the first failure (PEXPIRE NX) and Redis forgets it when it ends, so
 * nothing needs sweeping. Windows run on Redis' clock, not the app's injected one: this counts real
 * guesses, it is not business time.
 */
export class RedisLoginThrottle implements Throttle {
  constructor(
    private readonly redis: RedisConnections,
    /** Keeps counters of different uses apart, e.g. 'login' and 'password-change'. */
    private readonly namespace: string,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  async retryAfterSeconds(key: string, address: string): Promise<number> {
    const pipeline = this.redis.client().pipeline();
    for (const [redisKey] of this.keys(key, address)) pipeline.get(redisKey).pttl(redisKey);
    const replies = (await pipeline.exec()) ?? [];
    let wait = 0;
    this.keys(key, address).forEach(([, limit], index) => {
      const failures = Number(replies[index * 2]?.[1] ?? 0);
      const ttlMs = Number(replies[index * 2 + 1]?.[1] ?? -2);
      if (failures >= limit && ttlMs > 0) wait = Math.max(wait, Math.ceil(ttlMs / 1000));
    });
    return wait;
  }

  async recordFailure(key: string, address: string): Promise<void> {
    const pipeline = this.redis.client().multi();
    for (const [redisKey] of this.keys(key, address)) {
      pipeline.incr(redisKey).pexpire(redisKey, this.limits.windowMs, 'NX');
    }
    await pipeline.exec();
  }

  async recordSuccess(key: string): Promise<void> {
    await this.redis.client().del(this.redis.key('throttle', this.namespace, 'key', key));
  }

  private keys(key: string, address: string): Array<[string, number]> {
    return [
      [this.redis.key('throttle', this.namespace, 'key', key), this.limits.perEmail],
      [this.redis.key('throttle', this.namespace, 'addr', address), this.limits.perAddress],
    ];
  }
}
