import path from 'node:path';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { OrgTime, type Clock } from './lib/clock.ts';
import { AttendanceService } from './modules/attendance/attendance.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { LoginThrottle, type ThrottleLimits } from './modules/auth/login-throttle.ts';
import { LeaveService } from './modules/leave/leave.service.ts';
import { SystemService } from './modules/system/system.service.ts';
import { EventsService } from './modules/events/events.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { TasksService } from './modules/tasks/tasks.service.ts';
import type { TokenPayload } from './plugins/auth.ts';
import type { Realtime } from './realtime/realtime.ts';
import { deriveFileLinkSecret, FileLinks } from './storage/signed-url.ts';
import { LocalFileStorage } from './storage/storage.ts';
import { InProcessSlipQueue } from './modules/payroll/slip-queue.ts';
import { PayrollService } from './modules/payroll/payroll.service.ts';
import { DocumentsService } from './modules/documents/documents.service.ts';
import { EmployeesService } from './modules/employees/employees.service.ts';

export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  realtime: Realtime;
  signToken: (payload: TokenPayload) => string;
  /** File links are signed with a key derived from it (storage/signed-url.ts). */
  jwtSecret: string;
  throttleLimits?: ThrottleLimits;
}

/** Builds every service once; routes, jobs and the socket server share them. */
export function createServices(deps: ServiceDeps) {
  const orgTime = new OrgTime(deps.clock, deps.config.orgTimezone);
  const storage = new LocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const fileLinks = new FileLinks(deriveFileLinkSecret(deps.jwtSecret), deps.clock);
  // Leave approval and payroll use this instance (contracts: applyApprovedLeave, monthStatsFor).
  const attendance = new AttendanceService(deps.db, orgTime, deps.config.weeklyOff, deps.realtime);
  const documents = new DocumentsService(deps.db, orgTime, storage, fileLinks, deps.realtime);
  return {
    orgTime,
    attendance,
    storage,
    fileLinks,
    auth: new AuthService(
      deps.db,
      orgTime,
      new LoginThrottle(deps.clock, deps.throttleLimits),
      deps.signToken,
    ),
    system: new SystemService(deps.db, deps.config, deps.clock),
    documents,
    employees: new EmployeesService(deps.db, orgTime, storage, fileLinks, deps.realtime, documents),
    notifications: new NotificationsService(deps.db, orgTime, deps.realtime),
    events: new EventsService(deps.db, orgTime),
    tasks: new TasksService(deps.db, orgTime, deps.realtime),
    leave: new LeaveService(deps.db, orgTime, deps.config.weeklyOff, deps.realtime, attendance),
    payroll: new PayrollService({
      db: deps.db,
      orgTime,
      orgName: deps.config.orgName,
      weeklyOff: deps.config.weeklyOff,
      realtime: deps.realtime,
      attendance,
      storage,
      fileLinks,
      // A failed batch is recorded in job_runs and reported to the Admin; the log keeps the details.
      queue: new InProcessSlipQueue((batchId, error) =>
        console.error(`salary-slip batch ${batchId} failed:`, error),
      ),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
