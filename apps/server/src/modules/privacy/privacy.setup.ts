import type { Jobs } from '../../jobs/index.ts';
import { privacyRetentionJob } from '../../jobs/privacy-retention.job.ts';
import { PrivacyService, type PrivacyDeps } from './privacy.service.ts';
import { RetentionRunner } from './retention.service.ts';

/**
 * Personal data (issue 23, docs/privacy.md) for services.ts: the privacy service (reveals, data exports, erasure
 * at deletion) and the daily erasure after the Admin's retention period, scheduled here.
 */
export function createPrivacy(deps: PrivacyDeps & { jobs: Pick<Jobs, 'schedule'> }) {
  const privacy = new PrivacyService(deps);
  const retention = new RetentionRunner({ db: deps.db, orgTime: deps.orgTime, audit: deps.audit, privacy });
  deps.jobs.schedule(privacyRetentionJob(retention));
  return { privacy, retention };
}
