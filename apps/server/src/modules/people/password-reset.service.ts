import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_MESSAGES as M,
  PASSWORD_RESET_MINUTES,
  type ForgotPasswordBody,
  type PasswordResetAnswer,
  type ResetForgottenPasswordBody,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Throttle } from '../../lib/throttle.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import type { MailService } from '../mail/index.ts';
import { replacePassword } from './accounts.repository.ts';
import {
  consumeResetToken,
  findPersonByEmail,
  insertResetToken,
  revokeResetTokens,
} from './password-reset.repository.ts';

export interface PasswordResetDeps {
  db: Database;
  orgTime: OrgTime;
  /** Requests for a link: per e-mail address and per client address (every request counts). */
  requestThrottle: Throttle;
  /** Wrong or spent tokens, per client address. */
  tokenThrottle: Throttle;
  mail: MailService;
  realtime: Realtime;
  audit: AuditService;
  log: { error(object: object, message: string): void };
}

/** 32 random bytes in the link; only their SHA-256 is stored. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The forgotten password (docs/security.md). Asking for a link answers at once and the same way whether
 * or not the address has an account: the lookup, the token and the e-mail happen after the answer.
 * Setting the new password uses the link once, revokes every token and session of the person and ends
 * their open sockets, as the Admin reset does.
 */
export class PasswordResetService {
  private readonly working = new Set<Promise<void>>();

  constructor(private readonly deps: PasswordResetDeps) {}

  async requestLink(body: ForgotPasswordBody, address: string): Promise<PasswordResetAnswer> {
    const email = body.email.trim().toLowerCase();
    const { requestThrottle } = this.deps;
    const wait = await Promise.resolve(requestThrottle.retryAfterSeconds(email, address));
    if (wait > 0) throw tooManyRequests(M.tooManyRequests, wait);
    await Promise.resolve(requestThrottle.recordFailure(email, address));
    const work: Promise<void> = this.sendLink(email)
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'password reset link not sent'))
      .finally(() => this.working.delete(work));
    this.working.add(work);
    return { message: M.linkSent };
  }

  async resetPassword(body: ResetForgottenPasswordBody, address: string): Promise<PasswordResetAnswer> {
    const { db, orgTime, tokenThrottle, audit, realtime } = this.deps;
    const wait = await Promise.resolve(tokenThrottle.retryAfterSeconds(address, address));
    if (wait > 0) throw tooManyRequests(M.tooManyRequests, wait);
    const passwordHash = await hashPassword(body.newPassword);
    const now = orgTime.now();
    const person = await db.transaction(async (tx) => {
      const token = await consumeResetToken(tx, hashToken(body.token), now);
      if (!token) return null;
      const row = await replacePassword(tx, token.userId, passwordHash, now);
      if (!row) return null;
      await revokeResetTokens(tx, row.id, now);
      await audit.record(tx, {
        actor: row,
        action: 'account.password_reset_by_link',
        entityType: 'account',
        entityId: row.id,
        after: { passwordReset: true, otherSessionsEnded: true },
      });
      return row;
    });
    if (!person) {
      await Promise.resolve(tokenThrottle.recordFailure(address, address));
      throw badRequest(M.tokenInvalid);
    }
    realtime.disconnectUser(person.id);
    return { message: M.passwordSet };
  }

  /** Resolves once every link asked for so far is recorded and queued (tests). */
  async idle(): Promise<void> {
    while (this.working.size > 0) await Promise.all(this.working);
  }

  private async sendLink(email: string): Promise<void> {
    const { db, orgTime, audit, mail } = this.deps;
    const person = await findPersonByEmail(db, email);
    if (!person) return;
    const token = randomBytes(32).toString('base64url');
    const now = orgTime.now();
    await db.transaction(async (tx) => {
      await insertResetToken(tx, {
        userId: person.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
        createdAt: now,
      });
      await audit.record(tx, {
        actor: person,
        action: 'account.password_reset_requested',
        entityType: 'account',
        entityId: person.id,
        after: { linkSent: true },
      });
    });
    await mail.sendPasswordReset(person, token);
  }
}
