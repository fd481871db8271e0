import { Jobs } from './jobs/index.ts';
import { recurringJobs } from './jobs/recurring-jobs.ts';
import type { ServiceDeps } from './service-deps.ts';
import { createCalendar } from './composition/calendar.ts';
import { createFoundation } from './composition/foundation.ts';
import { createPay } from './composition/pay.ts';
import { createSignIn } from './composition/sign-in.ts';
import { createDevices } from './modules/devices/index.ts';
import { DocumentsService, PersonLettersService } from './modules/documents/index.ts';
import { EventsService } from './modules/events/index.ts';
import { CoverMoves, DelegationsService, type CoveredQueue } from './modules/approvals/index.ts';
import { correctionsCoverQueue } from './modules/attendance/index.ts';
import { LeaveCancelService, LeaveService, leaveCoverQueue } from './modules/leave/index.ts';
import {
  LeaveAccrualRunner,
  LeaveBooks,
  LeaveOpeningService,
  LeavePolicyService,
  LeaveTypesService,
} from './modules/leave-policy/index.ts';
import { createMail } from './modules/mail/index.ts';
import { NotificationsService } from './modules/notifications/index.ts';
import { createOrganisation } from './modules/organisation/index.ts';
import { createLanguages } from './modules/languages/index.ts';
import { createExit } from './modules/exit/index.ts';
import { createLifecycle } from './modules/lifecycle/index.ts';
import { advanceOutstanding } from './modules/advances/index.ts';
import { PeopleService } from './modules/people/index.ts';
import { CompOffExpiryJob } from './modules/overtime/index.ts';
import { OrgUnitsService } from './modules/org-structure/index.ts';
import {
  LeaveBalancesImportService,
  PeopleImportService,
  YearToDateImportService,
} from './modules/imports/index.ts';
import { YearToDateStore } from './modules/tax-forms/index.ts';
import { createPrivacy } from './modules/privacy/index.ts';
import { DbMaintenance, SystemService } from './modules/system/index.ts';
import { TasksService } from './modules/tasks/index.ts';

/**
 * Builds every service once; routes, jobs and the socket server share them. The foundation, the calendar, the
 * money domains and sign-in are built in composition/; this joins them with the rest.
 */
export function createServices(deps: ServiceDeps) {
  const foundation = createFoundation(deps);
  const { orgTime, storage, fileLinks, audit, payrollLocks, fourEyes } = foundation;
  const calendar = createCalendar(deps, foundation);
  const { placements, workCalendar, approvals, attendance } = calendar;
  // Issue 42: a manager's leave approved or cancelled on its day moves their reports' requests live.
  const queueDeps = { db: deps.db, approvals, realtime: deps.realtime };
  // The money domains are composed later (createPay); their queues join the list below.
  const coveredQueues: CoveredQueue[] = [
    leaveCoverQueue(queueDeps),
    correctionsCoverQueue({ ...queueDeps, timeZone: () => orgTime.timeZone }),
  ];
  const coverMoves = new CoverMoves({ approvals, orgTime, queues: coveredQueues });
  const documents = new DocumentsService({
    db: deps.db,
    orgTime,
    storage,
    links: fileLinks,
    realtime: deps.realtime,
    audit,
  });
  // Issue 40: the one organisation name (header, mails, payslips) and the setup guide.
  const organisation = createOrganisation({ db: deps.db, orgTime, storage, audit, config: deps.config });
  // Every background job, started and stopped with the app (app.ts); a failed payslip batch is recorded in job_runs.
  const jobs = new Jobs({
    log: deps.log,
    redis: deps.redis ?? null,
    recurring: deps.recurringJobs,
    metrics: deps.jobTimer,
  });
  // Leave balances (issue 20): the leave module takes and gives back days through the books.
  const books = new LeaveBooks({ db: deps.db, orgTime, workCalendar });
  const leaveAccrual = new LeaveAccrualRunner({ db: deps.db, orgTime, realtime: deps.realtime, books });
  const { mailer, mail } = createMail({
    db: deps.db,
    config: deps.config,
    orgTime,
    jobs,
    log: deps.log,
    retry: deps.mailRetry,
    realtime: deps.realtime,
    listening: deps.mailListening ?? true,
    orgName: () => organisation.name(),
  });
  const leaveTypes = new LeaveTypesService({ db: deps.db, orgTime, audit });
  const notifications = new NotificationsService({ db: deps.db, orgTime, realtime: deps.realtime, audit });
  const { compOff, ...pay } = createPay(deps, foundation, calendar, {
    organisation,
    jobs,
    books,
    leaveTypes,
    notifications,
  });
  const { payrollSettings, payroll } = pay;
  // Overtime, on-duty, claims and advances that wait for a manager move with the hand-over live too (issue 42).
  coveredQueues.push(
    pay.overtime.coverQueue(),
    pay.onDuty.coverQueue(),
    pay.claims.coverQueue(),
    pay.advances.coverQueue(),
  );
  // Issue 42: the organisation structure; the Head office follows the payroll settings' state until it has one.
  const orgUnits = new OrgUnitsService({
    db: deps.db,
    orgTime,
    audit,
    payrollState: async () => (await payrollSettings.getSettings()).pt.defaultState,
  });
  // Identity numbers revealed, own data exported, erasure at deletion and after the retention period.
  const { privacy, retention } = createPrivacy({
    db: deps.db,
    orgTime,
    storage,
    audit,
    payrollSettings,
    payroll,
    mailer,
  });
  // Issue 43: probation, onboarding checklists and letters (docs/lifecycle.md); tasks are theirs to assign.
  const tasks = new TasksService({ db: deps.db, orgTime, realtime: deps.realtime, audit });
  const lifecycle = createLifecycle({
    db: deps.db,
    orgTime,
    audit,
    tasks,
    personLetters: new PersonLettersService({ db: deps.db, orgTime, storage, links: fileLinks }),
    letterhead: () => organisation.nameAndAddress(),
    placements,
  });
  const dbMaintenance = deps.config.databaseUrl ? null : new DbMaintenance({ db: deps.db, orgTime }); // PGlite: no autovacuum
  const leavePolicy = new LeavePolicyService({
    fourEyes,
    db: deps.db,
    orgTime,
    workCalendar,
    realtime: deps.realtime,
    audit,
    books,
    structure: placements,
  });
  // Issue 43: exits, the full and final settlement and the letters (docs/exit.md).
  const exit = createExit({
    db: deps.db,
    orgTime,
    audit,
    payroll,
    workCalendar,
    leavePolicy,
    leaveTypes,
    letterhead: () => organisation.nameAndAddress(),
    approvals,
    // From the day after the last working day, open sockets are closed (the leavers run, or at once).
    disconnect: (userId) => deps.realtime.disconnectUser(userId),
    // An Admin's edited relieving or experience letter (the built-in text otherwise, word for word).
    compose: (kind, personId, known) => lifecycle.letters.compose(kind, personId, known),
    // What the person still owes on advances and loans: settlement recovery lines (issue 45).
    outstandingRecoveries: advanceOutstanding(deps.db),
    // The notice period follows the person's probation once the organisation uses it (docs/exit.md "Notice").
    probation: (userId) => lifecycle.probation.standing(userId),
  });
  // Every recurring job, from the one list (jobs/recurring-jobs.ts).
  for (const job of recurringJobs({
    attendance,
    leaveAccrual,
    retention,
    dbMaintenance,
    leavers: exit.leavers,
    probationReminders: lifecycle.probationReminders,
    compOffExpiry: new CompOffExpiryJob({ db: deps.db, orgTime, compOff, notices: notifications }),
  }))
    jobs.schedule(job);

  // Issue 46: biometric devices (their punches go through attendance's DeviceAttendance) and Web Push.
  const devices = createDevices({
    notices: notifications,
    fourEyes,
    db: deps.db,
    orgTime,
    audit,
    workCalendar,
    realtime: deps.realtime,
    config: deps.config,
    log: deps.log,
  });
  const leaveOpening = new LeaveOpeningService({ db: deps.db, orgTime, realtime: deps.realtime, audit });
  return {
    ...calendar,
    ...pay,
    ...createSignIn(deps, foundation, mail),
    // Issue 47: each person's language and the organisation's default.
    languages: createLanguages({ db: deps.db, orgTime, audit }),
    ...devices,
    ...exit,
    jobs,
    mail,
    mailer,
    orgTime,
    storage,
    fileLinks,
    system: new SystemService({
      db: deps.db,
      config: deps.config,
      clock: deps.clock,
      redis: deps.redis ?? null,
      storage,
      orgName: () => organisation.name(),
      orgLogoUrl: async () => (await organisation.getProfile()).logoUrl,
    }),
    organisation,
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
      payrollSettings,
      privacy,
      placements,
      onboarding: lifecycle.onboarding,
    }),
    orgUnits,
    // Issue 43: bulk import of people (CSV or XLSX), one transaction per file.
    peopleImport: new PeopleImportService({
      db: deps.db,
      orgTime,
      audit,
      payrollSettings,
      welcome: (ids) => mail.welcome(ids),
      onboarding: lifecycle.onboarding,
      devicePins: devices.personPins,
    }),
    notifications,
    events: new EventsService({ db: deps.db, orgTime }),
    tasks,
    lifecycleSettings: lifecycle.settings,
    letters: lifecycle.letters,
    probation: lifecycle.probation,
    onboarding: lifecycle.onboarding,
    probationReminders: lifecycle.probationReminders,
    delegations: new DelegationsService({ db: deps.db, orgTime, audit, placements }),
    leave: new LeaveService({
      coverMoves,
      payrollLocks,
      fourEyes,
      approvals,
      db: deps.db,
      orgTime,
      workCalendar,
      realtime: deps.realtime,
      attendance,
      audit,
      books,
    }),
    leaveCancel: new LeaveCancelService({
      coverMoves,
      payrollLocks,
      fourEyes,
      db: deps.db,
      orgTime,
      realtime: deps.realtime,
      attendance,
      audit,
      books,
    }),
    leavePolicy,
    leaveOpening,
    leaveBalancesImport: new LeaveBalancesImportService({ db: deps.db, orgTime, audit, leaveOpening }),
    yearToDateImport: new YearToDateImportService({
      db: deps.db,
      orgTime,
      audit,
      store: new YearToDateStore(deps.db),
    }),
    leaveTypes,
    leaveBooks: books,
    leaveAccrual,
    audit,
    privacy,
    retention,
  };
}

export type Services = ReturnType<typeof createServices>;
