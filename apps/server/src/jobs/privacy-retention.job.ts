import type { RetentionRunner } from '../modules/privacy/index.ts';
import type { RecurringJob } from './job-runner.ts';

/**
 * Erasure after the Admin's retention period (docs/privacy.md): due once a day (key 'YYYY-MM-DD' in
 * ORG_TIMEZONE), claimed in job_runs so one instance runs it; a server that was down runs it when it starts.
 */
export function privacyRetentionJob(runner: RetentionRunner): RecurringJob {
  return { name: 'privacy-retention', due: () => runner.due(), run: (key) => runner.run(key) };
}
