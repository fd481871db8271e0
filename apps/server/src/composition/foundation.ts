import { OrgTime } from '../lib/clock.ts';
import type { AttemptThrottle } from '../lib/throttle.ts';
import { deriveFileLinkSecret, FileLinks } from '../storage/signed-url.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { AuditService } from '../modules/audit/index.ts';
import {
  DEFAULT_THROTTLE,
  GuessThrottle,
  guessLimits,
  LoginThrottle,
  RedisGuessThrottle,
  RedisLoginThrottle,
  type GuessLimits,
  type Throttle,
} from '../modules/auth/index.ts';
import { FourEyes } from '../modules/four-eyes/index.ts';
import { PayrollLocks } from '../modules/payroll-runs/index.ts';

/** What every domain is built on: the organisation's clock, files, the audit trail, throttles and the two guards. */
export function createFoundation(deps: ServiceDeps) {
  const orgTime = new OrgTime(deps.clock, deps.config.orgTimezone);
  const storage = createStorage(deps.config);
  const fileLinks = new FileLinks(deriveFileLinkSecret(deps.jwtSecret), deps.clock, deps.config.publicUrl);
  // Leave approval and payroll use this instance (contracts: applyApprovedLeave, monthStatsFor).
  // Services record their changes through it inside their own transactions (modules/audit).
  const audit = new AuditService({ db: deps.db, orgTime });
  const redis = deps.redis ?? null;
  // One throttle per namespace, Redis-backed when REDIS_URL is set; the sign-in's limits unless others are given.
  const throttle = (namespace: string, limits = deps.throttleLimits): Throttle =>
    redis ? new RedisLoginThrottle(redis, namespace, limits) : new LoginThrottle(deps.clock, limits);
  // Credential checks count each attempt before checking it, with growing delays (issue 39, guess-throttle.ts).
  const guesses = (namespace: string, scope: GuessLimits['scope']): AttemptThrottle => {
    const limits = guessLimits(deps.throttleLimits ?? DEFAULT_THROTTLE, scope);
    return redis ? new RedisGuessThrottle(redis, namespace, limits) : new GuessThrottle(deps.clock, limits);
  };
  return {
    orgTime,
    storage,
    fileLinks,
    audit,
    throttle,
    guesses,
    // Issue 22: a finalised payroll month locks its days for attendance, leave and corrections (their PeriodLocks
    // ports, implemented by payroll-runs).
    payrollLocks: new PayrollLocks(deps.db),
    // Issue 39: nobody decides, marks, adjusts or cancels their own records.
    fourEyes: new FourEyes(deps.db),
  };
}

export type Foundation = ReturnType<typeof createFoundation>;
