import type { RedisConnections } from '../lib/redis.ts';
import type { AttendanceService } from '../modules/attendance/attendance.service.ts';
import { absenteesJob } from './absentees.job.ts';
import { BullJobRunner } from './bullmq-runner.ts';
import { InProcessJobRunner, type JobLogger } from './in-process-runner.ts';
import type { JobRunner } from './job-runner.ts';

export interface JobDeps {
  attendance: AttendanceService;
  log: JobLogger;
  /** Set (REDIS_URL): each owed run goes through one BullMQ queue and runs once across instances. */
  redis?: RedisConnections | null;
}

/** Starts the recurring jobs of this instance (main.ts only; tests drive jobs directly). */
export function startJobs(deps: JobDeps): JobRunner {
  const runner = deps.redis ? new BullJobRunner(deps.redis, deps.log) : new InProcessJobRunner(deps.log);
  runner.register(absenteesJob(deps.attendance));
  runner.start();
  return runner;
}
