import path from 'node:path';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { AuditService } from '../audit/index.ts';
import { OrganisationService } from './organisation.service.ts';

/** The organisation service for services.ts; where mail goes is read from the config (docs/mail.md). */
export function createOrganisation(deps: {
  db: Database;
  orgTime: OrgTime;
  storage: FileStorage;
  audit: AuditService;
  config: AppConfig;
}): OrganisationService {
  const { config } = deps;
  const smtp = config.mail.smtpUrl !== undefined;
  return new OrganisationService({
    db: deps.db,
    orgTime: deps.orgTime,
    storage: deps.storage,
    audit: deps.audit,
    orgName: config.orgName,
    mail: smtp
      ? { mode: 'smtp', outboxPath: null }
      : { mode: 'outbox', outboxPath: path.resolve(config.dataDir, 'outbox') },
  });
}
