import type { AttendanceService } from '../modules/attendance/attendance.service.ts';
import { absenteesJob } from './absentees.job.ts';
import { InProcessJobRunner, type JobLogger } from './in-process-runner.ts';
import type { JobRunner } from './job-runner.ts';

export interface JobDeps {
  attendance: AttendanceService;
  log: JobLogger;
}

/** Starts the recurring jobs of this instance (main.ts only; tests drive jobs directly). */
export function startJobs(deps: JobDeps): JobRunner {
  const runner = new InProcessJobRunner(deps.log);
  runner.register(absenteesJob(deps.attendance));
  runner.start();
  return runner;
}
