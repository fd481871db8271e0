import type { LeaveAccrualRunner } from '../modules/leave-policy/index.ts';
import type { RecurringJob } from './job-runner.ts';

/**
 * Accruals, carry-forward into a new leave year and the lapse of carried days (docs/leave.md): due once a
 * month (key 'YYYY-MM') from the 1st, claimed in job_runs so one instance runs it; a server that was down
 * catches up every missed period in one run (the ledger's period keys make each row once). Reads of a
 * balance post the same rows when they come first.
 */
export function leaveAccrualJob(runner: LeaveAccrualRunner): RecurringJob {
  return { name: 'leave-accrual', due: () => runner.due(), run: (key) => runner.run(key) };
}
