import type { AttendanceService } from '../modules/attendance/index.ts';
import type { LeaversRunner } from '../modules/exit/index.ts';
import type { LeaveAccrualRunner } from '../modules/leave-policy/index.ts';
import type { CompOffExpiryJob } from '../modules/overtime/index.ts';
import type { ProbationReminders } from '../modules/lifecycle/index.ts';
import type { RetentionRunner } from '../modules/privacy/index.ts';
import type { DbMaintenance } from '../modules/system/index.ts';
import type { RecurringJob } from './job-runner.ts';

/** The services whose runs are recurring jobs (built in services.ts). */
export interface RecurringJobSources {
  attendance: AttendanceService;
  leaveAccrual: LeaveAccrualRunner;
  retention: RetentionRunner;
  /** Only on the embedded database (PGlite has no autovacuum); null on PostgreSQL. */
  dbMaintenance: DbMaintenance | null;
  leavers: LeaversRunner;
  probationReminders: ProbationReminders;
  compOffExpiry: CompOffExpiryJob;
}

/**
 * Every recurring job of the server, in one list (services.ts schedules each on the app's Jobs). Each is due by
 * the injected clock, keyed, and run once per key across instances through job_runs (jobs/job-runs.ts), so a
 * server that was down catches up when it starts. Queued jobs (mail delivery, payslip batches) are declared by
 * the service that enqueues them (Jobs.queue).
 */
export function recurringJobs(sources: RecurringJobSources): RecurringJob[] {
  return [
    // 'absentees': each working day, every shift's people without a row become Absent once its punch-in window
    // closes (the default shift's at 11:00, the spec's run), due until midnight; keyed by date (and shift).
    // Claimed in the same transaction as the rows it marks (docs/attendance.md).
    sources.attendance.absenteeJob,
    // 'leave-accrual': accruals, carry-forward and lapse, due once a month from the 1st, keyed 'YYYY-MM'
    // (docs/leave.md).
    sources.leaveAccrual,
    // 'privacy-retention': erasure after the Admin's retention period, daily, keyed by date (docs/privacy.md).
    sources.retention,
    // 'exit-leavers': daily from midnight, closes the open sockets of those whose last working day has passed,
    // keyed by date (docs/exit.md "After the last day").
    sources.leavers,
    // 'probation-reminders': daily, keyed by date: a task to the manager and HR 15 days before a probation ends,
    // each end exactly once (docs/lifecycle.md).
    sources.probationReminders,
    // 'comp-off-expiry': daily, keyed by date: expired comp-off lapses and a reminder a week before a credit
    // expires, each once (docs/overtime.md "Compensatory off").
    sources.compOffExpiry,
    // 'db-maintenance': VACUUM ANALYZE of the embedded database, 02:00 to 05:00, keyed by date (docs/operations.md).
    ...(sources.dbMaintenance ? [sources.dbMaintenance] : []),
  ];
}
