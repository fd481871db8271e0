import type { PublicConfig } from '@hrms/shared';
import type { AppConfig } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import { pingDatabase, type Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export const PUNCH_IN_WINDOW = { start: '09:00', end: '11:00' } as const;

export class SystemService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async health(): Promise<{ status: 'ok' }> {
    try {
      await pingDatabase(this.db);
    } catch {
      throw new AppError(503, 'The database is not ready.');
    }
    return { status: 'ok' };
  }

  publicConfig(): PublicConfig {
    return {
      orgName: this.config.orgName,
      orgTimezone: this.config.orgTimezone,
      weeklyOff: this.config.weeklyOff,
      punchInWindow: { ...PUNCH_IN_WINDOW },
      serverTime: this.clock.now().toISOString(),
    };
  }
}
