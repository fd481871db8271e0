import {
  isRecordId,
  MAIL_MESSAGES as M,
  MAIL_PREFERENCE_KINDS,
  type MailFailures,
  type MailKind,
  type MailPreferenceField,
  type MailPreferences,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { DocumentLanguage } from '../../lib/i18n/document-language.ts';
import type { Caller } from '../../plugins/access.ts';
import { documentLanguages } from '../languages/index.ts';
import { MailDelivery, type DeliveryLogger, type MailRetryPolicy } from './mail.delivery.ts';
import type { Mailer } from './mailer.ts';
import * as repo from './mail.repository.ts';
import type { MailContext, RenderedMail } from './templates/layout.ts';
import { passwordResetMail } from './templates/password-reset.ts';
import { welcomeMail } from './templates/welcome.ts';

export interface MailDeps {
  db: Database;
  orgTime: OrgTime;
  jobs: Jobs;
  mailer: Mailer;
  log: DeliveryLogger;
  retry: MailRetryPolicy;
  context: MailContext;
  /** Read before each batch of messages is rendered, so a renamed organisation signs the next mail. */
  orgName?: () => Promise<string>;
}

/** The person as the mail module reads them (with their preferences). */
type RecipientRow = NonNullable<Awaited<ReturnType<typeof repo.findRecipient>>>;

/** The person a message is for: with their language and the organisation's digits (issue 47). */
export type Recipient = RecipientRow & { language: DocumentLanguage };

const OPTIONAL_KIND_FIELD = Object.fromEntries(
  Object.entries(MAIL_PREFERENCE_KINDS).map(([field, kind]) => [kind, field]),
) as Partial<Record<MailKind, MailPreferenceField>>;

const FAILURES_SHOWN = 50;
/** People read and messages written per statement when a turn's mails are flushed. */
const FLUSH_CHUNK = 1_000;

interface MailRequest {
  kind: MailKind;
  userId: string;
  render: (recipient: Recipient) => RenderedMail;
}

function messageRow(
  kind: MailKind,
  to: { id: string; email: string },
  mail: RenderedMail,
  createdAt: Date,
): repo.NewMailRow {
  return {
    kind,
    userId: to.id,
    toAddress: to.email,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    createdAt,
  };
}

/**
 * Mail that reaches people (docs/mail.md): a message is rendered, written to mail_messages and queued;
 * delivery (SMTP, or the outbox folder) happens in the mail job, so the request that caused it neither
 * waits for it nor fails with it.
 */
export class MailService {
  private readonly delivery: MailDelivery;
  private readonly queue: { enqueue(id: string): void; idle(): Promise<void> };
  private readonly starting = new Set<Promise<unknown>>();
  private batch: MailRequest[] = [];
  private current: MailContext;

  constructor(private readonly deps: MailDeps) {
    this.current = deps.context;
    this.delivery = new MailDelivery({ ...deps, senderName: () => this.current.orgName });
    this.queue = deps.jobs.queue(this.delivery.job());
    this.delivery.bind((id) => this.queue.enqueue(id));
  }

  /** The context of the messages being rendered now (the organisation's name as of this batch). */
  get context(): MailContext {
    return this.current;
  }

  private async refreshContext(): Promise<MailContext> {
    if (this.deps.orgName) {
      try {
        this.current = { ...this.deps.context, orgName: await this.deps.orgName() };
      } catch (error) {
        // The last name known is kept: a message is better signed with it than not sent.
        this.deps.log.error({ err: error }, 'organisation name could not be read for mail');
      }
    }
    return this.current;
  }

  /**
   * Sends one kind of mail to a person, unless they turned that kind off (welcome and password reset are
   * always sent). Never throws: it runs beside the request, and a failure is logged.
   */
  toPerson(kind: MailKind, userId: string, render: (recipient: Recipient) => RenderedMail): void {
    this.batch.push({ kind, userId, render });
    if (this.batch.length > 1) return;
    // The first request of this turn of the event loop schedules one flush for all of them: a batch of
    // 5,000 slips announces 5,000 payslip mails at once, read and written by two statements, not 10,000.
    this.track(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await this.flush(this.batch.splice(0));
    }, kind);
  }

  /** The welcome (how to sign in) to each person of a bulk import (issue 43): one batch, no announcement. */
  welcome(userIds: readonly string[]): void {
    for (const id of userIds)
      this.toPerson('welcome', id, (recipient) => welcomeMail(this.context, recipient, recipient.language));
  }

  private async flush(requests: MailRequest[]): Promise<void> {
    await this.refreshContext();
    const ids = [...new Set(requests.map((request) => request.userId))];
    const recipients = new Map<string, Recipient>();
    for (let start = 0; start < ids.length; start += FLUSH_CHUNK) {
      const slice = ids.slice(start, start + FLUSH_CHUNK);
      const [rows, languageOf] = await Promise.all([
        repo.findRecipients(this.deps.db, slice),
        documentLanguages(this.deps.db, slice),
      ]);
      for (const recipient of rows)
        recipients.set(recipient.id, { ...recipient, language: languageOf(recipient.id) });
    }
    const createdAt = this.deps.orgTime.now();
    const rows: repo.NewMailRow[] = [];
    for (const { kind, userId, render } of requests) {
      const recipient = recipients.get(userId);
      if (!recipient) continue;
      const field = OPTIONAL_KIND_FIELD[kind];
      if (field && !recipient[field]) continue;
      try {
        rows.push(messageRow(kind, recipient, render(recipient), createdAt));
      } catch (error) {
        this.deps.log.error({ err: error, kind }, 'mail could not be queued');
      }
    }
    for (let start = 0; start < rows.length; start += FLUSH_CHUNK) {
      const inserted = await repo.insertMessages(this.deps.db, rows.slice(start, start + FLUSH_CHUNK));
      for (const id of inserted) this.queue.enqueue(id);
    }
  }

  /** The forgotten-password link: a security mail, sent whatever the preferences say. */
  async sendPasswordReset(person: { id: string; name: string; email: string }, token: string): Promise<void> {
    const context = await this.refreshContext();
    const link = `${context.appUrl}/reset-password?token=${token}`;
    const languageOf = await documentLanguages(this.deps.db, [person.id]);
    await this.queueMessage(
      'password_reset',
      person,
      passwordResetMail(context, person, link, languageOf(person.id)),
    );
  }

  private async queueMessage(
    kind: MailKind,
    to: { id: string; email: string },
    mail: RenderedMail,
  ): Promise<void> {
    const [id] = await repo.insertMessages(this.deps.db, [
      messageRow(kind, to, mail, this.deps.orgTime.now()),
    ]);
    this.queue.enqueue(id!);
  }

  async preferences(userId: string): Promise<MailPreferences> {
    return presentPreferences(await this.recipient(userId));
  }

  /** Only the person themself (the route's access): security mails cannot be turned off, so they are not fields. */
  async updatePreferences(caller: Caller, body: MailPreferences): Promise<MailPreferences> {
    await this.recipient(caller.id);
    await repo.upsertPreferences(this.deps.db, caller.id, body, this.deps.orgTime.now());
    return this.preferences(caller.id);
  }

  async failures(): Promise<MailFailures> {
    const [rows, counts] = await Promise.all([
      repo.listFailures(this.deps.db, FAILURES_SHOWN),
      repo.countByState(this.deps.db),
    ]);
    const countOf = (state: 'pending' | 'failed') => counts.find((row) => row.state === state)?.n ?? 0;
    return {
      failedCount: countOf('failed'),
      pendingCount: countOf('pending'),
      failures: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.to,
        subject: row.subject,
        attempts: row.attempts,
        lastError: row.lastError ?? '',
        failedAt: (row.finishedAt ?? new Date(0)).toISOString(),
      })),
    };
  }

  /** Resolves once every message started so far is recorded, sent or given up (tests, the demo). */
  async idle(): Promise<void> {
    for (;;) {
      await Promise.all(this.starting);
      await this.queue.idle();
      // No run is in progress now: a retry either waits on its timer or is done.
      if (this.delivery.hasWaitingRetries()) await this.delivery.waitingRetries();
      else if (this.starting.size === 0) return;
    }
  }

  private async recipient(userId: string): Promise<RecipientRow> {
    const recipient = isRecordId(userId) ? await repo.findRecipient(this.deps.db, userId) : null;
    if (!recipient) throw notFound(M.employeeNotFound);
    return recipient;
  }

  private track(work: () => Promise<void>, kind: MailKind): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => this.deps.log.error({ err: error, kind }, 'mail could not be queued'))
      .finally(() => this.starting.delete(running));
    this.starting.add(running);
  }
}

function presentPreferences(recipient: RecipientRow): MailPreferences {
  return {
    leaveDecided: recipient.leaveDecided,
    payslipReady: recipient.payslipReady,
    taskAssigned: recipient.taskAssigned,
    notification: recipient.notification,
  };
}
