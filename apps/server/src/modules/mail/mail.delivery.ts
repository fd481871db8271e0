import type { Database } from '../../db/client.ts';
import type { QueuedJob } from '../../jobs/index.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import {
  claimAttempts,
  findPending,
  markAttemptFailed,
  markFailed,
  markSent,
  releaseAttempts,
  type ClaimedMail,
} from './mail.repository.ts';

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
  /** The organisation's name as mail is rendered now: the From name when MAIL_FROM does not set one. */
  senderName?: () => string;
  db: Database;
  orgTime: OrgTime;
  mailer: Mailer;
  log: DeliveryLogger;
  retry: MailRetryPolicy;
}

/**
 * A run's queue id: the message id and the attempts made before it (a retry's), so it never collides with the run that
 * scheduled it, and its run claims the message only if no other attempt was made since.
 */
const queueIdOf = (messageId: string, made: number) =>
  made === 0 ? messageId : `${messageId}.retry-${made}`;
const messageOf = (queueId: string) => {
  const [id, made] = queueId.split('.retry-');
  return { id: id!, made: made === undefined ? 0 : Number(made) };
};

/**
 * Never-tried messages a run takes along with its own: a flush of 100 'payslip ready' messages is sent by two
 * or three runs, not a hundred, and each message costs a fiftieth of a claim (docs/mail.md).
 */
const MAIL_RUN_FRESH = 49;

/** Ids of messages taken along that this process remembers, at most (a forgotten one costs one empty claim). */
const TAKEN_ALONG_KEPT = 20_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends queued messages (a QueuedJob: in-process, or BullMQ with REDIS_URL). Each run tries its message
 * once, and with it up to MAIL_RUN_FRESH pending messages never tried yet; a failure is recorded and the
 * message queued again after the policy's wait, until it is sent or the last attempt fails, which is
 * logged and shown to the Admin (GET /api/admin/mail/failures).
 * Messages left pending by a stop or a crash are queued again at the next start.
 */
export class MailDelivery {
  private enqueue: ((id: string) => void) | null = null;
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private paused = false;
  /** Ids a run of this process sent (or tried) along with its own: their own runs have nothing left to do. */
  private readonly takenAlong = new Set<string>();

  constructor(private readonly deps: DeliveryDeps) {}

  /** The queue's entry point, once the job is declared (services.ts). */
  bind(enqueue: (id: string) => void): void {
    this.enqueue = enqueue;
  }

  job(): QueuedJob {
    return {
      name: 'mail',
      run: (id) => this.run(id),
      unfinished: async () => (await findPending(this.deps.db)).map((row) => queueIdOf(row.id, row.attempts)),
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
    const message = messageOf(queueId);
    // Taken along by an earlier run here. (Another instance's run would claim nothing, one statement.)
    if (message.made === 0 && this.takenAlong.delete(message.id)) return;
    // Gone, sent, failed for good, or tried since this entry was queued: its own message is not claimed.
    const claims = await claimAttempts(this.deps.db, message, MAIL_RUN_FRESH);
    for (const claim of claims) if (claim.id !== message.id) this.remember(claim.id);
    for (const [index, claim] of claims.entries()) {
      if (this.paused) {
        // Stopping: the rest stay pending, their attempts given back, and are queued at the next start.
        await releaseAttempts(this.deps.db, claims.slice(index));
        return;
      }
      await this.attempt(claim);
    }
  }

  /** Bounded: with BullMQ another instance may run a taken message's entry, and this one never hears of it. */
  private remember(id: string): void {
    if (this.takenAlong.size >= TAKEN_ALONG_KEPT)
      this.takenAlong.delete(this.takenAlong.values().next().value!);
    this.takenAlong.add(id);
  }

  /** One attempt of one claimed message: sent, or recorded and retried, or given up. Never throws for SMTP. */
  private async attempt(row: ClaimedMail): Promise<void> {
    const { db, orgTime, mailer, log, retry } = this.deps;
    const { attempt } = row;
    try {
      await mailer.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        ...(this.deps.senderName ? { fromName: this.deps.senderName() } : {}),
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
        this.later(queueIdOf(row.id, attempt), retry.delayMs(attempt));
      }
      return;
    }
    // Marked at once, message by message: a crash can send again at most the one message it interrupted.
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
    this.takenAlong.clear();
    for (const timer of [...this.waits.keys()]) {
      clearTimeout(timer);
      this.fire(timer);
    }
  }
}
