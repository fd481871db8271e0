import {
  ACCOUNT_MESSAGES as M,
  isRecordId,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type ResetPasswordBody,
  type ResetPasswordResponse,
  waitMessage,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { randomPassword } from '../../lib/secrets.ts';
import type { Caller } from '../../plugins/access.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import type { AttemptThrottle } from '../../lib/throttle.ts';
import { passwordAttemptKey, type TwoStepService } from '../two-step/index.ts';
import { findPasswordState, replacePassword } from './accounts.repository.ts';

/** Only the throttle's public interface: it may be in-process or shared through Redis. */
export type PasswordAttemptThrottle = AttemptThrottle;

/** Keys live apart from sign-in keys, so guessing here and at sign-in are counted separately. */
const throttleKey = passwordAttemptKey;

export interface AccountsDeps {
  db: Database;
  orgTime: OrgTime;
  throttle: PasswordAttemptThrottle;
  /** With two-step sign-in on, a password change also needs a code (issue 39). */
  twoStep: Pick<TwoStepService, 'confirmCodeIfOn'>;
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
    // Counted before the hash is checked (issue 39): guesses sent at once cannot all get through.
    const wait = await throttle.attempt(key, address);
    if (wait > 0) throw tooManyRequests(waitMessage(M.tooManyAttempts, wait), wait);
    const current = await findPasswordState(db, caller.id);
    if (!current) throw notFound(M.employeeNotFound);
    if (!(await verifyPassword(current.passwordHash, body.currentPassword))) throw badRequest(M.wrongCurrent);
    await throttle.recordSuccess(key, address);
    await this.deps.twoStep.confirmCodeIfOn(caller.id, body.code, address);
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
    if (userId === caller.id) throw conflict(M.cannotResetSelf);
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
