import type { Database } from '../../../db/client.ts';
import type { QueuedJob } from '../../../jobs/index.ts';
import * as repo from './payslip-batch.repository.ts';
import type { PayslipBatchRunner } from './payslip-batch.ts';

/**
 * Payslip batches as a queued job: the request records the batch in job_runs and queues its id;
 * whichever instance takes it runs it chunk by chunk, and unfinished batches are queued again at start.
 */
export function payslipBatchJob(db: Database, runner: PayslipBatchRunner): QueuedJob {
  return {
    name: 'salary-slips',
    run: (batchId) => runner.run(batchId),
    unfinished: () => repo.findUnfinishedBatchIds(db),
    pause: () => runner.stop(),
    resume: () => runner.resume(),
  };
}
