import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { RedisConnections } from './lib/redis.ts';
import type { JobLogger, JobTimer } from './jobs/index.ts';
import type { ThrottleLimits } from './modules/auth/index.ts';
import type { MailRetryPolicy } from './modules/mail/index.ts';
import type { TokenPayload } from './plugins/auth.ts';
import type { Realtime, RealtimeHook } from './realtime/realtime.ts';

/** What buildApp hands to createServices (services.ts). */
export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  /** Services announce through it; the mail module listens to what they announce (RealtimeHook). */
  realtime: Realtime & RealtimeHook;
  signToken: (payload: TokenPayload) => string;
  /** File links are signed with a key derived from it (storage/signed-url.ts). */
  jwtSecret: string;
  throttleLimits?: ThrottleLimits;
  /** Set (REDIS_URL): throttle counters and salary-slip batches are shared by every instance. */
  redis?: RedisConnections | null;
  /** The app's logger: background jobs log their failures there. */
  log: JobLogger & { warn(obj: unknown, msg?: string): void };
  /** How often and how far apart a message is retried (tests make it quick); default DEFAULT_MAIL_RETRY. */
  mailRetry?: MailRetryPolicy;
  /** False: nothing announced is mailed (the demo generator); default true (app.ts). */
  mailListening?: boolean;

  /** Counts and times every job run (GET /api/metrics), and traces it when tracing is on. */
  jobTimer?: JobTimer;
  /** The recurring jobs (11:00 absentees) tick in the server process only (main.ts). */
  recurringJobs?: boolean;
}
