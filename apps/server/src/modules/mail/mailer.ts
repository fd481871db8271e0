import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config/env.ts';

/** One message as the queue hands it to the transport. */
export interface OutgoingMail {
  /** The mail_messages row: names the outbox file, so erasing the person finds their files (docs/privacy.md). */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The organisation's current name: signs the From header unless MAIL_FROM names a sender itself. */
  fromName?: string;
}

/** MAIL_FROM as written wins; otherwise the organisation's current name over ORG_NAME's default. */
function senderOf(from: MailConfig['from'], fromName: string | undefined): MailConfig['from'] {
  return typeof from === 'string' || !fromName ? from : { ...from, name: fromName };
}

export interface MailLogger {
  info(object: object, message: string): void;
}

/** Delivers one message or throws; the queue (mail.job.ts) retries. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * A deleted person's messages (mail_messages ids) leave what this mailer kept of them: the outbox's files.
   * SMTP keeps nothing here (what was delivered is in the recipient's mailbox).
   */
  forget(messageIds: readonly string[]): Promise<void>;
  close(): void;
}

const OUTBOX_FILE = /^[^.].*-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it every message becomes an .eml file in
 * DATA_DIR/outbox/ (nodemailer's stream transport writes the RFC 5322 text) and its subject is logged,
 * so a new install shows what it would have sent.
 */
export function createMailer(config: MailConfig, dataDir: string, log: MailLogger): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(nodemailer.createTransport(config.smtpUrl), config.from)
    : new OutboxMailer(path.join(dataDir, 'outbox'), config.from, log);
}

class SmtpMailer implements Mailer {
  constructor(
    private readonly transport: Transporter,
    private readonly from: MailConfig['from'],
  ) {}

  async send({ to, subject, text, html, fromName }: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: senderOf(this.from, fromName), to, subject, text, html });
  }

  async forget(): Promise<void> {}

  close(): void {
    this.transport.close();
  }
}

class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly folder: string,
    private readonly from: MailConfig['from'],
    private readonly log: MailLogger,
  ) {}

  async send({ id, to, subject, text, html, fromName }: OutgoingMail): Promise<void> {
    const mail = { to, subject, text, html };
    const info = (await this.transport.sendMail({ from: senderOf(this.from, fromName), ...mail })) as {
      message: Buffer;
    };
    await fs.mkdir(this.folder, { recursive: true });
    // Sortable by time, named by the message's row (unique; an erasure finds it); written whole then renamed,
    // so readers never see half a file.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id ?? randomUUID()}.eml`;
    const temporary = path.join(this.folder, `.${name}.tmp`);
    await fs.writeFile(temporary, info.message, { mode: 0o600 });
    await fs.rename(temporary, path.join(this.folder, name));
    this.log.info(
      { to: mail.to, subject: mail.subject, file: name },
      'mail written to the outbox (no SMTP_URL)',
    );
  }

  async forget(messageIds: readonly string[]): Promise<void> {
    if (messageIds.length === 0) return;
    const ids = new Set(messageIds);
    const names = await fs.readdir(this.folder).catch(() => [] as string[]);
    const theirs = names.filter((name) => ids.has(OUTBOX_FILE.exec(name)?.[1] ?? ''));
    await Promise.all(theirs.map((name) => fs.rm(path.join(this.folder, name), { force: true })));
  }

  close(): void {
    this.transport.close();
  }
}
