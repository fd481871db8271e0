import type { PublicConfig, Readiness } from '@hrms/shared';
import type { AppConfig } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import { pingDatabase, type Database } from '../../db/client.ts';
import { migrationsApplied } from '../../db/migration-state.ts';
import { AppError } from '../../lib/errors.ts';
import type { RedisConnections } from '../../lib/redis.ts';
import type { FileStorage } from '../../storage/storage.ts';

export const PUNCH_IN_WINDOW = { start: '09:00', end: '11:00' } as const;

export interface SystemDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  /** For the readiness probe: Redis (when REDIS_URL is set) and the file storage must answer. */
  redis?: RedisConnections | null;
  storage?: FileStorage;
  /** The organisation's name as an Admin set it (issue 40); ORG_NAME without it. */
  orgName?: () => Promise<string>;
  /** The logo's address when an Admin uploaded one (issue 40: one profile used everywhere). */
  orgLogoUrl?: () => Promise<string | null>;
}

/** A probe that does not answer within this long counts as down (a hung dependency must not hang the probe). */
const PROBE_TIMEOUT_MS = 5_000;

async function answers(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export class SystemService {
  constructor(private readonly deps: SystemDeps) {}

  async health(): Promise<{ status: 'ok' }> {
    try {
      await pingDatabase(this.deps.db);
    } catch {
      throw new AppError(503, 'The database is not ready.');
    }
    return { status: 'ok' };
  }

  /** Liveness: the process answers; no dependency is asked (a database outage must not restart it). */
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: every dependency answers and the database has this build's migrations (docs/deploy.md). */
  async ready(): Promise<Readiness> {
    const { db, redis, storage } = this.deps;
    const database = await answers(() => pingDatabase(db));
    const checks = {
      database,
      migrations:
        database &&
        (await answers(async () => {
          if (!(await migrationsApplied(db))) throw new Error('pending');
        })),
      redis: redis ? await answers(() => redis.client().ping()) : null,
      storage: storage ? await answers(() => storage.reachable()) : null,
    };
    const down = Object.entries(checks)
      .filter(([, state]) => state === false)
      .map(([name]) => name);
    if (down.length > 0) throw new AppError(503, `Not ready: ${down.join(', ')}.`);
    const state = (value: boolean | null) => (value === null ? ('not configured' as const) : ('ok' as const));
    return {
      status: 'ok',
      checks: {
        database: 'ok',
        migrations: 'ok',
        redis: state(checks.redis),
        storage: state(checks.storage),
      },
    };
  }

  /** The bearer token a Prometheus scraper may use instead of an Admin's sign-in (unset: none). */
  metricsToken(): string | undefined {
    return this.deps.config.metricsToken;
  }

  async publicConfig(): Promise<PublicConfig> {
    return {
      orgName: this.deps.orgName ? await this.deps.orgName() : this.deps.config.orgName,
      orgLogoUrl: this.deps.orgLogoUrl ? await this.deps.orgLogoUrl() : null,
      orgTimezone: this.deps.config.orgTimezone,
      weeklyOff: this.deps.config.weeklyOff,
      punchInWindow: { ...PUNCH_IN_WINDOW },
      serverTime: this.deps.clock.now().toISOString(),
    };
  }
}
