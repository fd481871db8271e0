import {
  ACCOUNT_MESSAGES as M,
  isRecordId,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type ResetPasswordBody,
  type ResetPasswordResponse,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { randomPassword } from '../../lib/secrets.ts';
import type { Caller } from '../../plugins/access.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { findPasswordState, replacePassword } from './accounts.repository.ts';

/** Only the throttle's public interface: it may be in-process or shared through Redis. */
export type PasswordAttemptThrottle = Throttle;

/** Keys live apart from sign-in keys, so guessing here and at sign-in are counted separately. */
const throttleKey = (userId: string) => `password-change:${userId}`;

export interface AccountsDeps {
  db: Database;
  orgTime: OrgTime;
  throttle: PasswordAttemptThrottle;
  realtime: Realtime;
  audit: AuditService;
  signToken: (payload: TokenPayload) => string;
}

/** Own password change and Admin reset; both end every earlier session of the person. */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  async changePassword(
    caller: Caller,
    body: ChangePasswordBody,
    address: string,
  ): Promise<ChangePasswordResponse> {
    const { db, orgTime, throttle, audit, realtime } = this.deps;
    const key = throttleKey(caller.id);
    const wait = await Promise.resolve(throttle.retryAfterSeconds(key, address));
    if (wait > 0) throw tooManyRequests(M.tooManyAttempts, wait);
    const current = await findPasswordState(db, caller.id);
    if (!current) throw notFound(M.employeeNotFound);
    if (!(await verifyPassword(current.passwordHash, body.currentPassword))) {
      await Promise.resolve(throttle.recordFailure(key, address));
      throw badRequest(M.wrongCurrent);
    }
    await Promise.resolve(throttle.recordSuccess(key));
    const passwordHash = await hashPassword(body.newPassword);
    const updated = await db.transaction(async (tx) => {
      const row = await replacePassword(tx, caller.id, passwordHash, orgTime.now(), current.tokenVersion);
      // Another tab changed it in the meantime; its change stands and this token is already revoked.
      if (!row) throw conflict(M.changeFailed);
      await audit.record(tx, {
        actor: caller,
        action: 'account.password_change',
        entityType: 'account',
        entityId: caller.id,
        after: { passwordChanged: true, otherSessionsEnded: true },
      });
      return row;
    });
    // Sockets authenticated with the old token close; this tab reconnects with the fresh token.
    realtime.disconnectUser(caller.id);
    // The fresh token keeps this tab's session (docs/security.md: active sessions).
    const token = this.deps.signToken({
      sub: caller.id,
      role: updated.role,
      tv: updated.tokenVersion,
      ...(caller.sessionId ? { sid: caller.sessionId } : {}),
    });
    return { message: M.changed, token };
  }

  async resetPassword(
    caller: Caller,
    userId: string,
    body: ResetPasswordBody,
  ): Promise<ResetPasswordResponse> {
    const { db, orgTime, audit, realtime } = this.deps;
    if (userId === caller.id) throw badRequest(M.cannotResetSelf);
    if (!isRecordId(userId)) throw notFound(M.employeeNotFound);
    const generated = body.password ? undefined : randomPassword();
    const passwordHash = await hashPassword(body.password ?? generated!);
    const person = await db.transaction(async (tx) => {
      const row = await replacePassword(tx, userId, passwordHash, orgTime.now());
      if (!row) throw notFound(M.employeeNotFound);
      await audit.record(tx, {
        actor: caller,
        action: 'account.password_reset',
        entityType: 'account',
        entityId: userId,
        after: { name: row.name, email: row.email, passwordReset: true, generated: Boolean(generated) },
      });
      return row;
    });
    realtime.disconnectUser(userId);
    return { message: M.resetDone(person.name), ...(generated ? { generatedPassword: generated } : {}) };
  }
}
