import { OrgTime } from './lib/clock.ts';
import type { AttemptThrottle } from './lib/throttle.ts';
import { deriveFileLinkSecret, FileLinks } from './storage/signed-url.ts';
import { createStorage } from './storage/create-storage.ts';
import { Jobs } from './jobs/index.ts';
import { recurringJobs } from './jobs/recurring-jobs.ts';
import type { ServiceDeps } from './service-deps.ts';
import { AttendanceService, CorrectionsService, PunchPlacesService } from './modules/attendance/index.ts';
import { AuditService } from './modules/audit/index.ts';
import {
  AuthService,
  DEFAULT_THROTTLE,
  durationMs,
  GuessThrottle,
  guessLimits,
  LoginThrottle,
  RedisGuessThrottle,
  RedisLoginThrottle,
  SessionsService,
  type GuessLimits,
  type Throttle,
} from './modules/auth/index.ts';
import { createDevices } from './modules/devices/index.ts';
import { DocumentsService, PersonLettersService } from './modules/documents/index.ts';
import { EventsService } from './modules/events/index.ts';
import { ApprovalsService, DelegationsService } from './modules/approvals/index.ts';
import { FourEyes } from './modules/four-eyes/index.ts';
import { HolidaysService } from './modules/holidays/index.ts';
import { LeaveCancelService, LeaveService } from './modules/leave/index.ts';
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
import { createExit, settlementPayInputs } from './modules/exit/index.ts';
import { createLifecycle } from './modules/lifecycle/index.ts';
import { combinePayInputs, PayrollService } from './modules/payroll/index.ts';
import { claimPayInputs, ClaimsService, openPayMonth } from './modules/claims/index.ts';
import { advanceOutstanding, advancePayInputs, AdvancesService } from './modules/advances/index.ts';
import { PayrollSettingsService } from './modules/payroll-settings/index.ts';
import { payslipPool } from './modules/payroll/index.ts';
import { PayrollLocks, PayrollRunsService } from './modules/payroll-runs/index.ts';
import { AccountsService, PasswordResetService, PeopleService } from './modules/people/index.ts';
import { OnDutyDecisions, OnDutyService } from './modules/on-duty/index.ts';
import { CompOff, CompOffExpiryJob, OvertimeDecisions, OvertimeService } from './modules/overtime/index.ts';
import { OrgUnitsService, PlacementsService } from './modules/org-structure/index.ts';
import {
  LeaveBalancesImportService,
  PeopleImportService,
  YearToDateImportService,
} from './modules/imports/index.ts';
import { TaxYearService } from './modules/tax-year/index.ts';
import {
  Form130BulkService,
  TaxExtrasService,
  TaxFormsService,
  withExtras,
  YearToDateStore,
} from './modules/tax-forms/index.ts';
import { createTaxProofs } from './modules/tax-proofs/index.ts';
import { createPrivacy } from './modules/privacy/index.ts';
import { DbMaintenance, SystemService } from './modules/system/index.ts';
import { TasksService } from './modules/tasks/index.ts';
import { createTwoStep } from './modules/two-step/index.ts';
import { WorkCalendarService } from './modules/work-calendar/index.ts';

/** Builds every service once; routes, jobs and the socket server share them. */
export function createServices(deps: ServiceDeps) {
  const orgTime = new OrgTime(deps.clock, deps.config.orgTimezone);
  const storage = createStorage(deps.config);
  const fileLinks = new FileLinks(deriveFileLinkSecret(deps.jwtSecret), deps.clock, deps.config.publicUrl);
  // Leave approval and payroll use this instance (contracts: applyApprovedLeave, monthStatsFor).
  // Services record their changes through it inside their own transactions (modules/audit).
  const audit = new AuditService({ db: deps.db, orgTime });
  const punchPlaces = new PunchPlacesService({ db: deps.db, orgTime, audit });
  // The structure: dated placements; the holidays and the work calendar read where people work (issue 42).
  const placements = new PlacementsService({ db: deps.db, orgTime, audit });
  const holidays: HolidaysService = new HolidaysService({
    db: deps.db,
    orgTime,
    realtime: deps.realtime,
    audit,
    // Holidays own the question (holidays.ports.ts); attendance answers it. The work calendar reads holidays and
    // attendance reads the work calendar, so the answer is late-bound (asked only when a holiday changes, long
    // after every service exists).
    attendance: { recordedDates: (dates, tx) => attendance.recordedDates(dates, tx) },
    locations: placements,
  });
  // Every "is this a working day / which shift" rule asks it (docs/work-calendar.md).
  const workCalendar: WorkCalendarService = new WorkCalendarService({
    db: deps.db,
    orgTime,
    weeklyOff: deps.config.weeklyOff,
    realtime: deps.realtime,
    audit,
    holidays,
    locations: placements,
  });
  // Issue 22: a finalised payroll month locks its days for attendance, leave and corrections (their PeriodLocks
  // ports, implemented by payroll-runs).
  const payrollLocks = new PayrollLocks(deps.db);
  // Issue 39: nobody decides, marks, adjusts or cancels their own records.
  const fourEyes = new FourEyes(deps.db);
  // Issue 42: who decides a pending request (the flow setting, the manager on the request's day, delegations).
  const approvals = new ApprovalsService({ db: deps.db, orgTime, audit, workCalendar });
  const attendance: AttendanceService = new AttendanceService({
    payrollLocks,
    fourEyes,
    db: deps.db,
    orgTime,
    workCalendar,
    realtime: deps.realtime,
    audit,
    punchPlaces,
    structure: placements,
  });
  // Corrections ask the work calendar whether a day is worked (holidays and the work week included).
  const corrections = new CorrectionsService({
    payrollLocks,
    fourEyes,
    db: deps.db,
    orgTime,
    realtime: deps.realtime,
    audit,
    attendance,
    workDayOf: (userId, date) => workCalendar.dayOfPerson(userId, date),
    approvals,
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
  // One throttle per namespace, Redis-backed when REDIS_URL is set; the sign-in's limits unless others are given.
  const throttle = (namespace: string, limits = deps.throttleLimits): Throttle =>
    redis ? new RedisLoginThrottle(redis, namespace, limits) : new LoginThrottle(deps.clock, limits);
  // Credential checks count each attempt before checking it, with growing delays (issue 39, guess-throttle.ts).
  const guesses = (namespace: string, scope: GuessLimits['scope']): AttemptThrottle => {
    const limits = guessLimits(deps.throttleLimits ?? DEFAULT_THROTTLE, scope);
    return redis ? new RedisGuessThrottle(redis, namespace, limits) : new GuessThrottle(deps.clock, limits);
  };
  // Issue 40: the one organisation name (header, mails, payslips) and the setup guide.
  const organisation = createOrganisation({ db: deps.db, orgTime, storage, audit, config: deps.config });
  const payrollSettings = new PayrollSettingsService({
    db: deps.db,
    orgTime,
    orgName: deps.config.orgName,
    audit,
    organisation,
  });
  // Issue 42: the organisation structure; the Head office follows the payroll settings' state until it has one.
  const orgUnits = new OrgUnitsService({
    db: deps.db,
    orgTime,
    audit,
    payrollState: async () => (await payrollSettings.getSettings()).pt.defaultState,
  });
  // Issue 44: the tax year's regime and declarations; payroll's TDS reads them (taxBasis below).
  const taxYear = new TaxYearService({ db: deps.db, orgTime, audit, payrollSettings });
  // House rent, earlier employment, Form 130 / 138, the LWF return; rent and earlier income join the TDS basis.
  const taxExtras = new TaxExtrasService({ db: deps.db, orgTime, audit, fourEyes, payrollSettings });
  const taxForms = new TaxFormsService({ db: deps.db, orgTime, audit, payrollSettings });
  // Proofs of the declared lines (private storage, signed links) and Form 12BB.
  const { taxProofs } = createTaxProofs({ db: deps.db, orgTime, storage, links: fileLinks, payrollSettings });
  // Payslip PDFs render on worker threads (both cores); closed with the app (app.ts).
  const payslips = payslipPool();
  // Every background job, started and stopped with the app (app.ts); a failed payslip batch is recorded in job_runs.
  const jobs = new Jobs({ log: deps.log, redis, recurring: deps.recurringJobs, metrics: deps.jobTimer });
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
  // Issue 45: compensatory off for work on weekly offs and holidays, credits in the leave ledger.
  const compOff = new CompOff({ db: deps.db, workCalendar, leaveTypes });
  // Issue 45: overtime claims from punches (it listens to attendance's announcements), paid through payroll.
  const overtime = new OvertimeService({
    db: deps.db,
    orgTime,
    audit,
    approvals,
    workCalendar,
    payrollSettings,
    locks: payrollLocks,
    compOff,
    onError: (error) => deps.log.warn({ err: error }, 'overtime claim not made'),
  });
  overtime.listen(deps.realtime);
  const onDuty = new OnDutyService({
    db: deps.db,
    orgTime,
    audit,
    approvals,
    workCalendar,
    attendance,
    overtime,
    locks: payrollLocks,
  });
  const payroll = new PayrollService({
    db: deps.db,
    orgTime,
    orgName: deps.config.orgName,
    payrollSettings,
    workCalendar,
    realtime: deps.realtime,
    attendance,
    storage,
    fileLinks,
    audit,
    jobs,
    payslips,
    // Leave taken beyond its balance as unpaid is loss of pay (docs/leave.md, docs/payroll.md).
    unpaidLeave: (userIds, from, to) => books.unpaidLeaveDays(userIds, from, to),
    // Professional Tax by the state of the person's location in the slip's month (docs/payroll-statutory.md).
    workStates: (userIds, day) => placements.workStatesOn(userIds, day),
    taxBasis: async (userIds, fyStartYear, date) =>
      withExtras(
        await taxYear.basisFor(userIds, fyStartYear, date),
        await taxExtras.basisFor(userIds, fyStartYear, date),
      ),
    payInputs: combinePayInputs([
      overtime.payInputs,
      claimPayInputs(deps.db),
      advancePayInputs(deps.db),
      settlementPayInputs(deps.db),
    ]),
  });
  // Issue 45: expense claims, decided through the approval flow, paid through payroll's pay inputs (above).
  const claims = new ClaimsService({
    db: deps.db,
    orgTime,
    audit,
    approvals,
    fourEyes,
    storage,
    links: fileLinks,
    realtime: deps.realtime,
  });
  const advances = new AdvancesService({
    db: deps.db,
    orgTime,
    audit,
    approvals,
    fourEyes,
    openPayMonth,
    realtime: deps.realtime,
  });
  // Identity numbers revealed, own data exported, erasure at deletion and after the retention period.
  const privacyDeps = { db: deps.db, orgTime, storage, audit, payrollSettings, payroll, mailer };
  const { privacy, retention } = createPrivacy(privacyDeps);
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
  // Every recurring job, from the one list (jobs/recurring-jobs.ts).
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
  });
  const { leavers } = exit;
  for (const job of recurringJobs({
    attendance,
    leaveAccrual,
    retention,
    dbMaintenance,
    leavers,
    probationReminders: lifecycle.probationReminders,
    compOffExpiry: new CompOffExpiryJob({ db: deps.db, orgTime, compOff, notices: notifications }),
  }))
    jobs.schedule(job);

  // One counter of current-password guesses a person, whether at a password change or a two-step change.
  const passwordGuesses = guesses('password-change', 'key');
  // Two-step sign-in and sessions (issue 23, docs/security.md): a session lasts as long as its token.
  const { twoStep, challengeKey } = createTwoStep({
    db: deps.db,
    clock: deps.clock,
    audit,
    // Codes: 5 a person, then growing delays; 30 a client address in 15 minutes (guess-throttle.ts).
    throttle: guesses('two-step', 'key'),
    passwordThrottle: passwordGuesses,
    issuer: deps.config.orgName,
    jwtSecret: deps.jwtSecret,
  });
  const sessions = new SessionsService({
    db: deps.db,
    clock: deps.clock,
    ttlMs: durationMs(deps.config.jwtExpiresIn),
    realtime: deps.realtime,
  });
  // Every Form 130 of a year in the background, a ZIP for HR, a notice (and so a mail) to each person (issue 44).
  const form130Bulk = new Form130BulkService({
    db: deps.db,
    orgTime,
    jobs,
    audit,
    storage,
    fileLinks,
    notices: notifications,
    taxForms,
  });
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
    // Issue 47: each person's language and the organisation's default.
    languages: createLanguages({ db: deps.db, orgTime, audit }),
    claims,
    advances,
    ...devices,
    ...exit,
    sessions,
    twoStep,
    payslips,
    jobs,
    mail,
    mailer,
    passwordReset: new PasswordResetService({
      db: deps.db,
      orgTime,
      // Every request for a link counts: 3 an address and 20 a client address in 15 minutes.
      requestThrottle: throttle('password-forgot', { perEmail: 3, perAddress: 20, windowMs: 15 * 60_000 }),
      // Wrong or spent links: 10 a client address in 15 minutes.
      tokenThrottle: throttle('password-link', { perEmail: 10, perAddress: 10, windowMs: 15 * 60_000 }),
      mail,
      realtime: deps.realtime,
      audit,
      log: deps.log,
    }),
    orgTime,
    attendance,
    punchPlaces,
    corrections,
    storage,
    fileLinks,
    auth: new AuthService({
      db: deps.db,
      orgTime,
      throttle: guesses('login', 'pair'),
      signToken: deps.signToken,
      sessions,
      twoStep,
      challengeKey,
    }),
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
    placements,
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
    taxYear,
    taxExtras,
    taxForms,
    form130Bulk,
    taxProofs,
    notifications,
    events: new EventsService({ db: deps.db, orgTime }),
    holidays,
    workCalendar,
    tasks,
    lifecycleSettings: lifecycle.settings,
    letters: lifecycle.letters,
    probation: lifecycle.probation,
    onboarding: lifecycle.onboarding,
    probationReminders: lifecycle.probationReminders,
    approvals,
    overtime,
    overtimeDecisions: new OvertimeDecisions(overtime),
    onDuty,
    onDutyDecisions: new OnDutyDecisions(onDuty),
    delegations: new DelegationsService({ db: deps.db, orgTime, audit, placements }),
    leave: new LeaveService({
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
    accounts: new AccountsService({
      db: deps.db,
      orgTime,
      // Counted apart from sign-in failures, together with the two-step changes' password checks.
      throttle: passwordGuesses,
      twoStep,
      realtime: deps.realtime,
      audit,
      signToken: deps.signToken,
    }),
    payrollSettings,
    payroll,
    // Issue 22: preview, reopen, paid status and the statutory files (docs/payroll.md).
    payrollRuns: new PayrollRunsService({
      db: deps.db,
      orgTime,
      realtime: deps.realtime,
      audit,
      payroll,
      payrollSettings,
      workStates: (userIds, day) => placements.workStatesOn(userIds, day),
      structure: placements,
    }),
    privacy,
    retention,
  };
}

export type Services = ReturnType<typeof createServices>;
