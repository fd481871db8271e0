import type { RedisConnections } from '../../lib/redis.ts';
import type { AttemptThrottle } from '../../lib/throttle.ts';
import { counterKey, type GuessLimits } from './guess-throttle.ts';

/**
 * GuessThrottle's rule in one Lua script, so reading the delay, counting the attempt and setting the next delay
 * are one atomic step on the Redis server, however many instances send guesses at once. It runs on Redis' own
 * clock (TIME): this counts real guesses, it is not business time. Answers the milliseconds to wait, 0 to go on.
 */
const ATTEMPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free, perAddress, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local baseMs, maxMs = tonumber(ARGV[4]), tonumber(ARGV[5])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if nextAt > now then return nextAt - now end
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
if used >= perAddress then
  local ttl = redis.call('PTTL', KEYS[2])
  if ttl > 0 then return ttl end
end
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], windowMs, 'NX')
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
local delay = 0
if n >= free then delay = math.min(baseMs * 2 ^ math.min(n - free, 30), maxMs) end
redis.call('HSET', KEYS[1], 'next', now + delay)
redis.call('PEXPIRE', KEYS[1], delay + windowMs)
return 0
`;

/** Undoes the address's count of a right attempt (never below zero) and forgets the counter. */
const SUCCESS = `
redis.call('DEL', KEYS[1])
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
if used > 0 then redis.call('DECR', KEYS[2]) end
return 0
`;

export class RedisGuessThrottle implements AttemptThrottle {
  constructor(
    private readonly redis: RedisConnections,
    /** Keeps counters of different uses apart, e.g. 'login' and 'password-change'. */
    private readonly namespace: string,
    private readonly limits: GuessLimits,
  ) {}

  async attempt(key: string, address: string): Promise<number> {
    const { free, perAddress, windowMs, baseDelayMs, maxDelayMs } = this.limits;
    const waitMs = await this.redis
      .client()
      .eval(ATTEMPT, 2, ...this.keys(key, address), free, perAddress, windowMs, baseDelayMs, maxDelayMs);
    return Math.ceil(Number(waitMs) / 1000);
  }

  async recordSuccess(key: string, address: string): Promise<void> {
    await this.redis.client().eval(SUCCESS, 2, ...this.keys(key, address));
  }

  private keys(key: string, address: string): [string, string] {
    return [
      this.redis.key('guess', this.namespace, 'key', counterKey(key, address, this.limits.scope)),
      this.redis.key('guess', this.namespace, 'addr', address),
    ];
  }
}
