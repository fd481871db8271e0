import type { AttendanceService } from '../modules/attendance/index.ts';
import type { RecurringJob } from './job-runner.ts';

/**
 * At 11:00 organisation time on each working day, everyone without a row today becomes Absent
 * (approved leave rows already exist, so they are kept). Due from 11:00 until midnight, so a server
 * that was down at 11:00 catches up when it starts; the run is claimed per date in job_runs.
 */
export function absenteesJob(attendance: AttendanceService): RecurringJob {
  return {
    name: 'absentees',
    due: () => attendance.absenteeRunDue(),
    run: (date) => attendance.markAbsentees(date),
  };
}
