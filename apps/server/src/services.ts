import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { OrgTime, type Clock } from './lib/clock.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { LoginThrottle, type ThrottleLimits } from './modules/auth/login-throttle.ts';
import { SystemService } from './modules/system/system.service.ts';
import type { TokenPayload } from './plugins/auth.ts';
import type { Realtime } from './realtime/realtime.ts';

export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  realtime: Realtime;
  signToken: (payload: TokenPayload) => string;
  throttleLimits?: ThrottleLimits;
}

/** Builds every service once; routes, jobs and the socket server share them. */
export function createServices(deps: ServiceDeps) {
  const orgTime = new OrgTime(deps.clock, deps.config.orgTimezone);
  return {
    orgTime,
    auth: new AuthService(deps.db, orgTime, new LoginThrottle(deps.clock, deps.throttleLimits), deps.signToken),
    system: new SystemService(deps.db, deps.config, deps.clock),
  };
}

export type Services = ReturnType<typeof createServices>;
