import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { OrgTime, type Clock } from './lib/clock.ts';
import { AttendanceService } from './modules/attendance/attendance.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { LoginThrottle, type Throttle, type ThrottleLimits } from './modules/auth/login-throttle.ts';
import { RedisLoginThrottle } from './modules/auth/redis-login-throttle.ts';
import type { RedisConnections } from './lib/redis.ts';
import { BullSlipQueue } from './modules/payroll/bullmq-slip-queue.ts';
import { LeaveService } from './modules/leave/leave.service.ts';
import { SystemService } from './modules/system/system.service.ts';
import { EventsService } from './modules/events/events.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { TasksService } from './modules/tasks/tasks.service.ts';
import type { TokenPayload } from './plugins/auth.ts';
import type { Realtime } from './realtime/realtime.ts';
import { deriveFileLinkSecret, FileLinks } from './storage/signed-url.ts';
import { createStorage } from './storage/create-storage.ts';
import { InProcessSlipQueue } from './modules/payroll/slip-queue.ts';
import { PayrollService } from './modules/payroll/payroll.service.ts';
import { DocumentsService } from './modules/documents/documents.service.ts';
import { EmployeesService } from './modules/employees/employees.service.ts';
import { AuditService } from './modules/audit/audit.service.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';

export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  realtime: Realtime;
  signToken: (payload: TokenPayload) => string;
  /** File links are signed with a key derived from it (storage/signed-url.ts). */
  jwtSecret: string;
  throttleLimits?: ThrottleLimits;
  /** Set (REDIS_URL): throttle counters and salary-slip batches are shared by every instance. */
  redis?: RedisConnections | null;
}

/** Builds every service once; routes, jobs and the socket server share them. */
export function createServices(deps: ServiceDeps) {
  const orgTime = new OrgTime(deps.clock, deps.config.orgTimezone);
  const storage = createStorage(deps.config);
  const fileLinks = new FileLinks(deriveFileLinkSecret(deps.jwtSecret), deps.clock, deps.config.publicUrl);
  // Leave approval and payroll use this instance (contracts: applyApprovedLeave, monthStatsFor).
  // Services record their changes through it inside their own transactions (modules/audit).
  const audit = new AuditService({ db: deps.db, orgTime });
  const attendance = new AttendanceService(deps.db, orgTime, deps.config.weeklyOff, deps.realtime, audit);
  const documents = new DocumentsService(deps.db, orgTime, storage, fileLinks, deps.realtime, audit);
  const redis = deps.redis ?? null;
  const throttle = (namespace: string): Throttle =>
    redis
      ? new RedisLoginThrottle(redis, namespace, deps.throttleLimits)
      : new LoginThrottle(deps.clock, deps.throttleLimits);
  // A failed batch is recorded in job_runs and reported to the Admin; the log keeps the details.
  const onSlipBatchError = (batchId: string, error: unknown) =>
    console.error(`salary-slip batch ${batchId} failed:`, error);
  return {
    orgTime,
    attendance,
    storage,
    fileLinks,
    auth: new AuthService({ db: deps.db, orgTime, throttle: throttle('login'), signToken: deps.signToken }),
    system: new SystemService({ db: deps.db, config: deps.config, clock: deps.clock }),
    documents,
    employees: new EmployeesService(
      deps.db,
      orgTime,
      storage,
      fileLinks,
      deps.realtime,
      documents,
      audit,
      attendance,
    ),
    notifications: new NotificationsService({ db: deps.db, orgTime, realtime: deps.realtime, audit }),
    events: new EventsService({ db: deps.db, orgTime }),
    tasks: new TasksService({ db: deps.db, orgTime, realtime: deps.realtime, audit }),
    leave: new LeaveService({
      db: deps.db,
      orgTime,
      weeklyOff: deps.config.weeklyOff,
      realtime: deps.realtime,
      attendance,
      audit,
    }),
    audit,
    accounts: new AccountsService({
      db: deps.db,
      orgTime,
      // Its own instance: password-change attempts are counted apart from sign-in failures.
      throttle: throttle('password-change'),
      realtime: deps.realtime,
      audit,
      signToken: deps.signToken,
    }),
    payroll: new PayrollService({
      db: deps.db,
      orgTime,
      orgName: deps.config.orgName,
      weeklyOff: deps.config.weeklyOff,
      realtime: deps.realtime,
      attendance,
      storage,
      fileLinks,
      audit,
      queue: redis ? new BullSlipQueue(redis, onSlipBatchError) : new InProcessSlipQueue(onSlipBatchError),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
