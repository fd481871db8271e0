import type { Database } from '../../../db/client.ts';
import type { QueuedJob } from '../../../jobs/index.ts';
import * as repo from '../payroll.repository.ts';
import type { SlipBatchRunner } from './payslip-batch.ts';

/**
 * Salary-slip batches as a queued job: the request records the batch in job_runs and queues its id;
 * whichever instance takes it runs it chunk by chunk, and unfinished batches are queued again at start.
 */
export function slipBatchJob(db: Database, runner: SlipBatchRunner): QueuedJob {
  return {
    name: 'salary-slips',
    run: (batchId) => runner.run(batchId),
    unfinished: () => repo.findUnfinishedBatchIds(db),
    pause: () => runner.stop(),
    resume: () => runner.resume(),
  };
}
