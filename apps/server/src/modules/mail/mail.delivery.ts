import type { Database } from '../../db/client.ts';
import type { QueuedJob } from '../../jobs/index.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import { claimAttempt, findPendingIds, markAttemptFailed, markFailed, markSent } from './mail.repository.ts';

/** How often a message is tried and how long to wait before each retry (docs/mail.md). */
export interface MailRetryPolicy {
  maxAttempts: number;
  /** The wait after the given failed attempt (1, 2, ...), in milliseconds of real time. */
  delayMs(attempt: number): number;
}

/** Five tries over about eight minutes: 30 s, 1, 2 and 4 minutes apart. */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = {
  maxAttempts: 5,
  delayMs: (attempt) => 30_000 * 2 ** (attempt - 1),
};

export interface DeliveryLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

interface DeliveryDeps {
  db: Database;
  orgTime: OrgTime;
  mailer: Mailer;
  log: DeliveryLogger;
  retry: MailRetryPolicy;
}

/** A retry's queue id: the message id and the attempt, so it never collides with the run that scheduled it. */
const retryId = (messageId: string, attempt: number) => `${messageId}.retry-${attempt}`;
const messageIdOf = (queueId: string) => queueId.split('.retry-')[0]!;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends queued messages (a QueuedJob: in-process, or BullMQ with REDIS_URL). Each run tries one message
 * once; a failure is recorded and the message queued again after the policy's wait, until it is sent
 * or the last attempt fails, which is logged and shown to the Admin (GET /api/admin/mail/failures).
 * Messages left pending by a stop or a crash are queued again at the next start.
 */
export class MailDelivery {
  private enqueue: ((id: string) => void) | null = null;
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private paused = false;

  constructor(private readonly deps: DeliveryDeps) {}

  /** The queue's entry point, once the job is declared (services.ts). */
  bind(enqueue: (id: string) => void): void {
    this.enqueue = enqueue;
  }

  job(): QueuedJob {
    return {
      name: 'mail',
      run: (id) => this.run(id),
      unfinished: () => findPendingIds(this.deps.db),
      pause: () => this.pause(),
      resume: () => {
        this.paused = false;
      },
    };
  }

  /** Resolves once no retry is waiting (tests, the demo). */
  async waitingRetries(): Promise<void> {
    await Promise.all(
      [...this.waits.keys()].map((timer) => new Promise<void>((resolve) => this.onFired(timer, resolve))),
    );
  }

  hasWaitingRetries(): boolean {
    return this.waits.size > 0;
  }

  private async run(queueId: string): Promise<void> {
    const { db, orgTime, mailer, log, retry } = this.deps;
    // Gone, sent, failed for good, or taken by another worker: nothing to do.
    const row = await claimAttempt(db, messageIdOf(queueId));
    if (!row) return;
    const { attempt } = row;
    try {
      await mailer.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    } catch (error) {
      const reason = describe(error);
      const context = { err: error, mailId: row.id, kind: row.kind, to: row.toAddress, attempt };
      if (attempt >= retry.maxAttempts) {
        await markFailed(db, row.id, attempt, reason, orgTime.now());
        log.error(context, 'mail could not be delivered; given up');
      } else {
        await markAttemptFailed(db, row.id, attempt, reason);
        log.warn(context, 'mail delivery failed; will retry');
        this.later(retryId(row.id, attempt), retry.delayMs(attempt));
      }
      return;
    }
    await markSent(db, row.id, attempt, orgTime.now());
  }

  private later(queueId: string, delayMs: number): void {
    // Stopping: the message stays pending and is queued again at the next start.
    if (this.paused) return;
    const timer = setTimeout(() => {
      this.fire(timer);
      this.enqueue?.(queueId);
    }, delayMs);
    timer.unref();
    this.waits.set(timer, () => undefined);
  }

  private onFired(timer: NodeJS.Timeout, resolve: () => void): void {
    const before = this.waits.get(timer);
    if (!before) return resolve();
    this.waits.set(timer, () => {
      before();
      resolve();
    });
  }

  private fire(timer: NodeJS.Timeout): void {
    const done = this.waits.get(timer);
    this.waits.delete(timer);
    done?.();
  }

  private pause(): void {
    this.paused = true;
    for (const timer of [...this.waits.keys()]) {
      clearTimeout(timer);
      this.fire(timer);
    }
  }
}
