import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { RealtimeHook } from '../../realtime/realtime.ts';
import { DEFAULT_MAIL_RETRY, type DeliveryLogger, type MailRetryPolicy } from './mail.delivery.ts';
import { listenForMail } from './mail.listeners.ts';
import { MailService } from './mail.service.ts';
import { createMailer, type MailLogger } from './mailer.ts';

/**
 * The mailer (SMTP, or the outbox folder without SMTP_URL) and the mail service for services.ts, listening
 * to what the other modules announce: leave decisions, slips, tasks, notifications and new people reach their
 * person by mail too (docs/mail.md).
 */
export function createMail(deps: {
  db: Database;
  config: AppConfig;
  orgTime: OrgTime;
  jobs: Jobs;
  log: DeliveryLogger & MailLogger;
  retry: MailRetryPolicy | undefined;
  realtime: RealtimeHook;
  /** False: the service sends what it is asked to (a reset link) but listens to no announcement. */
  listening: boolean;
  /** The organisation's name as an Admin set it (issue 40): subjects and signatures follow it. */
  orgName?: () => Promise<string>;
}) {
  const { config } = deps;
  const mailer = createMailer(config.mail, config.dataDir, deps.log);
  const mail = new MailService({
    db: deps.db,
    orgTime: deps.orgTime,
    jobs: deps.jobs,
    mailer,
    log: deps.log,
    retry: deps.retry ?? DEFAULT_MAIL_RETRY,
    context: { orgName: config.orgName, appUrl: config.publicUrl ?? `http://localhost:${config.port}` },
    ...(deps.orgName ? { orgName: deps.orgName } : {}),
  });
  if (deps.listening) listenForMail(deps.realtime, mail);
  return { mailer, mail };
}
