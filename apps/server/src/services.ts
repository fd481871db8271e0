import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { OrgTime, type Clock } from './lib/clock.ts';
import { AttendanceService } from './modules/attendance/attendance.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { LoginThrottle, type Throttle, type ThrottleLimits } from './modules/auth/login-throttle.ts';
import { RedisLoginThrottle } from './modules/auth/redis-login-throttle.ts';
import type { RedisConnections } from './lib/redis.ts';
import { LeaveService } from './modules/leave/leave.service.ts';
import { SystemService } from './modules/system/system.service.ts';
import { EventsService } from './modules/events/events.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { TasksService } from './modules/tasks/tasks.service.ts';
import type { TokenPayload } from './plugins/auth.ts';
import type { Realtime } from './realtime/realtime.ts';
import { deriveFileLinkSecret, FileLinks } from './storage/signed-url.ts';
import { createStorage } from './storage/create-storage.ts';
import { PayrollService } from './modules/payroll/payroll.service.ts';
import { DocumentsService } from './modules/documents/documents.service.ts';
import { PeopleService } from './modules/people/people.service.ts';
import { AuditService } from './modules/audit/audit.service.ts';
import { AccountsService } from './modules/people/accounts.service.ts';
import { absenteesJob } from './jobs/absentees.job.ts';
import { Jobs, type JobLogger, type JobTimer } from './jobs/index.ts';
import { HolidaysService } from './modules/holidays/holidays.service.ts';
import { WorkCalendarService } from './modules/work-calendar/work-calendar.service.ts';
import { PunchPlacesService } from './modules/attendance/punch-places.service.ts';
import { CorrectionsService } from './modules/attendance/corrections.service.ts';

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
  /** The app's logger: background jobs log their failures there. */
  log: JobLogger;
  /** Counts and times every job run (GET /api/metrics), and traces it when tracing is on. */
  jobTimer?: JobTimer;
  /** The recurring jobs (11:00 absentees) tick in the server process only (main.ts). */
  recurringJobs?: boolean;
}

/** Builds every service once; routes, jobs and the socket server share them. */
export function createServices(deps: ServiceDeps) {
  const orgTime = new OrgTime(deps.clock, deps.config.orgTimezone);
  const storage = createStorage(deps.config);
  const fileLinks = new FileLinks(deriveFileLinkSecret(deps.jwtSecret), deps.clock, deps.config.publicUrl);
  // Leave approval and payroll use this instance (contracts: applyApprovedLeave, monthStatsFor).
  // Services record their changes through it inside their own transactions (modules/audit).
  const audit = new AuditService({ db: deps.db, orgTime });
  const punchPlaces = new PunchPlacesService({ db: deps.db, orgTime, audit });
  const holidays: HolidaysService = new HolidaysService({
    db: deps.db,
    orgTime,
    realtime: deps.realtime,
    audit,
    // The work calendar reads holidays and attendance reads the work calendar, so holidays reach attendance
    // through this late-bound call (made only when a holiday changes, long after every service exists).
    attendance: { recordedDates: (dates, tx) => attendance.recordedDates(dates, tx) },
  });
  // Every "is this a working day / which shift" rule asks it (docs/work-calendar.md).
  const workCalendar: WorkCalendarService = new WorkCalendarService({
    db: deps.db,
    orgTime,
    weeklyOff: deps.config.weeklyOff,
    realtime: deps.realtime,
    audit,
    holidays,
  });
  const attendance: AttendanceService = new AttendanceService({
    db: deps.db,
    orgTime,
    workCalendar,
    realtime: deps.realtime,
    audit,
    punchPlaces,
  });
  // Corrections ask the work calendar whether a day is worked (holidays and the work week included).
  const corrections = new CorrectionsService({
    db: deps.db,
    orgTime,
    realtime: deps.realtime,
    audit,
    attendance,
    workDayOf: (_userId, date) => workCalendar.dayOf(date),
  });
  const documents = new DocumentsService({
    db: deps.db,
    orgTime,
    storage,
    links: fileLinks,
    realtime: deps.realtime,
    audit,
  });
  const redis = deps.redis ?? null;
  const throttle = (namespace: string): Throttle =>
    redis
      ? new RedisLoginThrottle(redis, namespace, deps.throttleLimits)
      : new LoginThrottle(deps.clock, deps.throttleLimits);
  // Every background job, started and stopped with the app (app.ts). A failed slip batch is recorded
  // in job_runs and reported to the Admin; the app log keeps the details.
  const jobs = new Jobs({ log: deps.log, redis, recurring: deps.recurringJobs, metrics: deps.jobTimer });
  jobs.schedule(absenteesJob(attendance));
  return {
    jobs,
    orgTime,
    attendance,
    punchPlaces,
    corrections,
    storage,
    fileLinks,
    auth: new AuthService({ db: deps.db, orgTime, throttle: throttle('login'), signToken: deps.signToken }),
    system: new SystemService({
      db: deps.db,
      config: deps.config,
      clock: deps.clock,
      redis: deps.redis ?? null,
      storage,
    }),
    documents,
    people: new PeopleService({
      db: deps.db,
      orgTime,
      storage,
      links: fileLinks,
      realtime: deps.realtime,
      documents,
      audit,
      attendance,
    }),
    notifications: new NotificationsService({ db: deps.db, orgTime, realtime: deps.realtime, audit }),
    events: new EventsService({ db: deps.db, orgTime }),
    holidays,
    workCalendar,
    tasks: new TasksService({ db: deps.db, orgTime, realtime: deps.realtime, audit }),
    leave: new LeaveService({
      db: deps.db,
      orgTime,
      workCalendar,
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
      workCalendar,
      realtime: deps.realtime,
      attendance,
      storage,
      fileLinks,
      audit,
      jobs,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
