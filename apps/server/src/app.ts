import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { OrgTime, systemClock, type Clock } from './lib/clock.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';
import { attendanceRoutes } from './modules/attendance/index.ts';
import { authRoutes, type ThrottleLimits } from './modules/auth/index.ts';
import { twoStepRoutes } from './modules/two-step/index.ts';
import { leaveRoutes } from './modules/leave/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { eventsRoutes } from './modules/events/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { tasksRoutes } from './modules/tasks/index.ts';
import { authPlugin, type TokenPayload } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerRequestActivity } from './plugins/request-activity.ts';
import { registerRequestMetrics, registerRuntimeGauges } from './plugins/metrics.ts';
import { registerTracing, tracedJobTimer } from './plugins/tracing.ts';
import { traceDatabase } from './db/traced-client.ts';
import type { Tracer } from '@opentelemetry/api';
import { AppMetrics } from './lib/metrics.ts';
import { loggerOptions, registerRequestId, requestIdOf, type LogStream } from './plugins/logging.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { frameableFileHeaders, registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { SocketRealtime, type Realtime } from './realtime/realtime.ts';
import { attachSocketServer } from './realtime/socket-server.ts';
import { RedisConnections } from './lib/redis.ts';
import { createServices, type Services } from './services.ts';
import { filesRoutes } from './storage/files.routes.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { peopleRoutes } from './modules/people/index.ts';
import { payrollRoutes } from './modules/payroll/index.ts';
import { payrollSettingsRoutes } from './modules/payroll-settings/index.ts';
import { payrollRunRoutes } from './modules/payroll-runs/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { organisationRoutes } from './modules/organisation/index.ts';
import { languageRoutes } from './modules/languages/index.ts';
import { holidaysRoutes } from './modules/holidays/index.ts';
import { orgStructureRoutes } from './modules/org-structure/index.ts';
import { exitRoutes } from './modules/exit/index.ts';
import { lifecycleRoutes } from './modules/lifecycle/index.ts';
import { approvalsRoutes } from './modules/approvals/index.ts';
import { overtimeRoutes } from './modules/overtime/index.ts';
import { onDutyRoutes } from './modules/on-duty/index.ts';
import { claimsRoutes } from './modules/claims/index.ts';
import { advancesRoutes } from './modules/advances/index.ts';
import { importRoutes } from './modules/imports/index.ts';
import { taxYearRoutes } from './modules/tax-year/index.ts';
import { taxFormsRoutes } from './modules/tax-forms/index.ts';
import { taxProofsRoutes } from './modules/tax-proofs/index.ts';
import { workCalendarRoutes } from './modules/work-calendar/index.ts';
import { taxEstimateRoutes } from './modules/statutory/index.ts';
import { leavePolicyRoutes } from './modules/leave-policy/index.ts';
import { mailRoutes, type MailRetryPolicy } from './modules/mail/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { devicesRoutes, iclockRoutes } from './modules/devices/index.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  throttleLimits?: ThrottleLimits;
  /** Run the recurring jobs (the 11:00 absentees): the server process does (main.ts); tests drive them. */
  recurringJobs?: boolean;
  /** Process metrics (CPU, memory, event loop) in GET /api/metrics: the server process (main.ts), not tests. */
  processMetrics?: boolean;
  /** Set (OTEL_EXPORTER_OTLP_ENDPOINT): requests, SQL statements and jobs become spans (lib/tracing.ts). */
  tracer?: Tracer;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: LogStream;
  /** Mail retries (tests make them quick); default: five tries over about eight minutes. */
  mailRetry?: MailRetryPolicy;
  /**
   * False: what the modules announce is not mailed (the demo generator's made-up people and past months must
   * not reach an outbox or an SMTP server). Default true.
   */
  mailListening?: boolean;
}

export type App = FastifyInstance & {
  services: Services;
  realtime: Realtime;
  /** Null without REDIS_URL: one instance works alone. */
  redis: RedisConnections | null;
};

/** Registers every plugin and module explicitly; the same app serves tests and production. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Every log line of a request carries its id; the answer returns it (X-Request-Id).
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Signed file links (/api/files/<token>) carry their payload in the path parameter.
    routerOptions: { maxParamLength: 2048 },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Registered first so it runs last at close (Fastify runs onClose hooks in reverse): queues,
  // workers and the socket adapter stop before their connections end.
  const redis = config.redisUrl ? new RedisConnections(config.redisUrl, config.redisPrefix, app.log) : null;
  app.addHook('onClose', async () => redis?.close());
  await redis?.ping().catch(async (error: unknown) => {
    await redis.close();
    throw new Error(`Redis is not reachable at REDIS_URL: ${error instanceof Error ? error.message : error}`);
  });
  registerRequestId(app);
  registerRequestActivity(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { corsOrigin: config.corsOrigin, publicUrl: config.publicUrl });
  await registerCompression(app);

  const realtime = new SocketRealtime({
    checkPayloads: config.nodeEnv === 'test',
    onListenerError: (error, event) => app.log.error({ err: error, event }, 'an event listener failed'),
  });
  const metrics = new AppMetrics({ processMetrics: options.processMetrics });
  registerRequestMetrics(app, metrics);
  if (options.tracer) {
    registerTracing(app, options.tracer);
    traceDatabase(db, options.tracer);
  }
  const jwtSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir, 'jwt-secret');
  // Services need the signer before the JWT plugin exists; it is bound once registered.
  let sign: ((payload: TokenPayload) => string) | null = null;
  const services = createServices({
    db,
    config,
    clock,
    realtime,
    jwtSecret,
    signToken: (payload) => {
      if (!sign) throw new Error('JWT signer used before the auth plugin was ready');
      return sign(payload);
    },
    throttleLimits: options.throttleLimits,
    redis,
    log: app.log,
    recurringJobs: options.recurringJobs,
    mailRetry: options.mailRetry,
    mailListening: options.mailListening,
    jobTimer: options.tracer ? tracedJobTimer(metrics, options.tracer) : metrics,
  });
  // Every background job starts here once the app is ready, and stops (its current step done) at close.
  app.addHook('onReady', () => services.jobs.start());
  // Registered before the jobs' hook so it runs after it: no batch is rendering when the threads end.
  app.addHook('onClose', () => services.payslips.close());
  // Registered before the jobs' hook, so it runs after it (reverse order): the mail job stops first.
  app.addHook('onClose', async () => services.mailer.close());
  app.addHook('onClose', () => services.jobs.stop());

  // A write cut short by a crash can leave a temporary file in the local folder: swept once at start.
  app.addHook('onReady', async () => services.storage.sweepLeftovers?.(app.log));

  await app.register(authPlugin, {
    secret: jwtSecret,
    expiresIn: config.jwtExpiresIn,
    lookupCaller: services.auth.lookupCaller,
  });
  sign = (payload) => app.jwt.sign(payload);
  await registerOpenApi(app);
  // After the auth plugin (whose hook names the caller) and before every route it counts.
  await registerRateLimit(app, config.rateLimit, redis);

  await app.register(systemRoutes, { system: services.system, metrics });
  await app.register(authRoutes, {
    auth: services.auth,
    passwordReset: services.passwordReset,
    sessions: services.sessions,
  });
  await app.register(attendanceRoutes, {
    attendance: services.attendance,
    punchPlaces: services.punchPlaces,
    corrections: services.corrections,
  });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(devicesRoutes, {
    devices: services.devices,
    push: services.push,
    settings: services.deviceSettings,
    held: services.heldPunches,
    pins: services.personPins,
    imports: services.deviceImport,
    commands: services.deviceCommands,
  });
  await app.register(iclockRoutes, { iclock: services.iclock });
  await app.register(eventsRoutes, { events: services.events });
  await app.register(tasksRoutes, { tasks: services.tasks });
  await app.register(leaveRoutes, { leave: services.leave });
  await app.register(filesRoutes, {
    storage: services.storage,
    fileLinks: services.fileLinks,
    frameHeaders: frameableFileHeaders(config.corsOrigin),
  });
  await app.register(peopleRoutes, {
    people: services.people,
    accounts: services.accounts,
    documents: services.documents,
    maxUploadBytes: config.maxUploadMb * 1024 * 1024,
  });
  await app.register(documentsRoutes, { people: services.people, documents: services.documents });
  await app.register(payrollRoutes, { payroll: services.payroll });
  await app.register(payrollSettingsRoutes, { payrollSettings: services.payrollSettings });
  await app.register(payrollRunRoutes, { payrollRuns: services.payrollRuns });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(organisationRoutes, { organisation: services.organisation });
  await app.register(languageRoutes, { languages: services.languages });
  await app.register(holidaysRoutes, { holidays: services.holidays });
  await app.register(orgStructureRoutes, { units: services.orgUnits, placements: services.placements });
  await app.register(exitRoutes, {
    exits: services.exits,
    settlements: services.settlements,
    documents: services.exitDocuments,
    employment: services.employment,
    followUp: services.settlementFollowUp,
    team: services.teamExits,
  });
  await app.register(lifecycleRoutes, {
    settings: services.lifecycleSettings,
    letters: services.letters,
    probation: services.probation,
    onboarding: services.onboarding,
  });
  await app.register(approvalsRoutes, { approvals: services.approvals, delegations: services.delegations });
  await app.register(overtimeRoutes, {
    overtime: services.overtime,
    overtimeDecisions: services.overtimeDecisions,
  });
  await app.register(onDutyRoutes, { onDuty: services.onDuty, onDutyDecisions: services.onDutyDecisions });
  await app.register(importRoutes, {
    people: services.peopleImport,
    leaveBalances: services.leaveBalancesImport,
    yearToDate: services.yearToDateImport,
  });
  await app.register(claimsRoutes, { claims: services.claims });
  await app.register(advancesRoutes, { advances: services.advances });
  await app.register(taxYearRoutes, { taxYear: services.taxYear });
  await app.register(taxFormsRoutes, {
    taxExtras: services.taxExtras,
    taxForms: services.taxForms,
    form130Bulk: services.form130Bulk,
  });
  await app.register(taxProofsRoutes, { taxProofs: services.taxProofs });
  await app.register(workCalendarRoutes, { workCalendar: services.workCalendar });
  const orgTime = new OrgTime(clock, config.orgTimezone);
  await app.register(taxEstimateRoutes, { today: () => orgTime.today() });
  await app.register(leavePolicyRoutes, {
    leavePolicy: services.leavePolicy,
    leaveCancel: services.leaveCancel,
    leaveOpening: services.leaveOpening,
    leaveTypes: services.leaveTypes,
  });
  await app.register(mailRoutes, { mail: services.mail });
  await app.register(twoStepRoutes, { twoStep: services.twoStep, sessions: services.sessions });
  await app.register(privacyRoutes, { privacy: services.privacy });

  await registerWebApp(app, config.webDistDir);
  attachSocketServer(app, realtime, services.auth.lookupCaller, config.corsOrigin, redis);

  registerRuntimeGauges(metrics, { realtime, db });

  const decorated = app as unknown as App;
  decorated.decorate('services', services);
  decorated.decorate('realtime', realtime);
  decorated.decorate('redis', redis);
  return decorated;
}
