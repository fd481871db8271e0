import { PrivacyService, type PrivacyDeps } from './privacy.service.ts';
import { RetentionRunner } from './retention.service.ts';

/**
 * Personal data (issue 23, docs/privacy.md) for services.ts: the privacy service (reveals, data exports, erasure
 * at deletion) and the daily erasure after the Admin's retention period
 * (its runner; jobs/recurring-jobs.ts lists it).
 */
export function createPrivacy(deps: PrivacyDeps) {
  const privacy = new PrivacyService(deps);
  const retention = new RetentionRunner({ db: deps.db, orgTime: deps.orgTime, audit: deps.audit, privacy });
  return { privacy, retention };
}
