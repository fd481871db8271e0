import type { PublicConfig } from '@hrms/shared';
import type { AppConfig } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import { pingDatabase, type Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export const PUNCH_IN_WINDOW = { start: '09:00', end: '11:00' } as const;

export interface SystemDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
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

  publicConfig(): PublicConfig {
    return {
      orgName: this.deps.config.orgName,
      orgTimezone: this.deps.config.orgTimezone,
      weeklyOff: this.deps.config.weeklyOff,
      punchInWindow: { ...PUNCH_IN_WINDOW },
      serverTime: this.deps.clock.now().toISOString(),
    };
  }
}
