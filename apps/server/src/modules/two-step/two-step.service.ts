import {
  ACCOUNT_MESSAGES,
  STAFF_ROLES,
  TWO_STEP_MESSAGES,
  TWO_STEP_RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type TwoStepCodeBody,
  type TwoStepDisableBody,
  type TwoStepSetting,
  type TwoStepSetup,
  type TwoStepStatus,
  waitMessage,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { AttemptThrottle } from '../../lib/throttle.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import {
  hashRecoveryCode,
  newRecoveryCode,
  openSecret,
  sealSecret,
  type TwoStepKeys,
} from './two-step.crypto.ts';
import {
  claimStep,
  countUnusedRecoveryCodes,
  deleteTwoStep,
  enableSecret,
  findPerson,
  findSecret,
  readRequiredForStaff,
  replaceRecoveryCodes,
  savePendingSecret,
  spendRecoveryCode,
  writeRequiredForStaff,
} from './two-step.repository.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

export interface TwoStepDeps {
  db: Database;
  clock: Clock;
  keys: TwoStepKeys;
  audit: AuditService;
  /** Codes, per person and per client address, counted before the check (guess-throttle.ts). */
  throttle: AttemptThrottle;
  /** Current-password checks: the same counter as the password change's (passwordAttemptKey). */
  passwordThrottle: AttemptThrottle;
  /** The authenticator app shows it beside the account (ORG_NAME). */
  issuer: string;
}

/** A person's current-password guesses count under one key, at a password change or a two-step change. */
export const passwordAttemptKey = (userId: string) => `password-change:${userId}`;

/** How a wrong code is answered: 401 at sign-in (no session yet), 400 for a signed-in person's form. */
type Wrong = 401 | 400;

/** Two-step sign-in (issue 23, docs/security.md): set-up, codes, recovery codes and the Admin's setting. */
export class TwoStepService {
  constructor(private readonly deps: TwoStepDeps) {}

  async status(caller: Pick<Caller, 'id' | 'role'>): Promise<TwoStepStatus> {
    const { db } = this.deps;
    const [secret, required, left] = await Promise.all([
      findSecret(db, caller.id),
      readRequiredForStaff(db),
      countUnusedRecoveryCodes(db, caller.id),
    ]);
    return {
      enabled: Boolean(secret?.enabledAt),
      required: required && STAFF_ROLES.includes(caller.role),
      recoveryCodesLeft: secret?.enabledAt ? left : 0,
    };
  }

  async personStatus(personId: string): Promise<TwoStepStatus> {
    const person = await findPerson(this.deps.db, personId);
    if (!person) throw notFound('Employee not found.');
    return this.status(person);
  }

  async startSetup(caller: Caller): Promise<TwoStepSetup> {
    const secret = newTotpSecret();
    const saved = await savePendingSecret(
      this.deps.db,
      caller.id,
      sealSecret(this.deps.keys.encryption, secret),
      this.deps.clock.now(),
    );
    if (!saved) throw conflict(TWO_STEP_MESSAGES.alreadyOn);
    return { secret, uri: totpUri(secret, this.deps.issuer, caller.email) };
  }

  /** Turning it on asks for the current password too (issue 39): a stolen token cannot lock the owner out. */
  async confirmSetup(caller: Caller, body: TwoStepCodeBody, address: string): Promise<RecoveryCodes> {
    const row = await findSecret(this.deps.db, caller.id);
    if (!row) throw conflict(TWO_STEP_MESSAGES.setupNotStarted);
    if (row.enabledAt) throw conflict(TWO_STEP_MESSAGES.alreadyOn);
    await this.checkPassword(caller.id, body.password, address);
    await this.checkCode(caller.id, body.code, address, 400, { totpOnly: true });
    return this.deps.db.transaction(async (tx) => {
      await enableSecret(tx, caller.id, this.deps.clock.now());
      const codes = await this.newRecoveryCodes(tx, caller.id);
      await this.record(tx, caller, 'account.two_step_on', caller.id, { twoStep: true });
      return codes;
    });
  }

  async regenerateRecoveryCodes(
    caller: Caller,
    body: TwoStepCodeBody,
    address: string,
  ): Promise<RecoveryCodes> {
    await this.requireOn(caller.id);
    await this.checkPassword(caller.id, body.password, address);
    await this.checkCode(caller.id, body.code, address, 400);
    return this.deps.db.transaction(async (tx) => {
      const codes = await this.newRecoveryCodes(tx, caller.id);
      await this.record(tx, caller, 'account.recovery_codes_renewed', caller.id, {
        recoveryCodes: 'renewed',
      });
      return codes;
    });
  }

  /** Off needs the current password and a current code (or a recovery code), both (issue 39). */
  async disable(caller: Caller, body: TwoStepDisableBody, address: string): Promise<{ message: string }> {
    await this.requireOn(caller.id);
    if ((await readRequiredForStaff(this.deps.db)) && STAFF_ROLES.includes(caller.role)) {
      throw forbidden(TWO_STEP_MESSAGES.setupRequired);
    }
    await this.checkPassword(caller.id, body.password, address);
    await this.checkCode(caller.id, body.code, address, 400);
    await this.deps.db.transaction(async (tx) => {
      await deleteTwoStep(tx, caller.id);
      await this.record(tx, caller, 'account.two_step_off', caller.id, { twoStep: false });
    });
    return { message: TWO_STEP_MESSAGES.turnedOff };
  }

  /** A password change of a person with two-step sign-in on also needs a code (issue 39); nothing when off. */
  async confirmCodeIfOn(userId: string, code: string | undefined, address: string): Promise<void> {
    const row = await findSecret(this.deps.db, userId);
    if (!row?.enabledAt) return;
    if (!code?.trim()) throw badRequest(TWO_STEP_MESSAGES.codeRequired);
    await this.checkCode(userId, code, address, 400);
  }

  /** The recovery path when a person lost both their app and their codes: the Admin turns it off (audited). */
  async turnOffForPerson(admin: Caller, personId: string): Promise<{ message: string }> {
    // One's own goes through disable (password and code): a stolen Admin token must not turn it off.
    if (personId === admin.id) throw conflict(TWO_STEP_MESSAGES.ownViaSelfService);
    const person = await findPerson(this.deps.db, personId);
    if (!person) throw notFound('Employee not found.');
    await this.deps.db.transaction(async (tx) => {
      const removed = await deleteTwoStep(tx, personId);
      if (removed) {
        await this.record(tx, admin, 'account.two_step_turned_off_by_admin', personId, { twoStep: false });
      }
    });
    return { message: TWO_STEP_MESSAGES.turnedOff };
  }

  async setting(): Promise<TwoStepSetting> {
    return { requiredForStaff: await readRequiredForStaff(this.deps.db) };
  }

  async updateSetting(admin: Caller, body: TwoStepSetting): Promise<TwoStepSetting> {
    await this.deps.db.transaction(async (tx) => {
      const before = await readRequiredForStaff(tx);
      await writeRequiredForStaff(tx, body.requiredForStaff, admin.id, this.deps.clock.now());
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'settings.two_step',
        entityType: 'settings',
        entityId: 'two-step',
        before: { requiredForStaff: before },
        after: { requiredForStaff: body.requiredForStaff },
      });
    });
    return body;
  }

  /**
   * A code from the app (±1 step, never a step already used) or an unused recovery code (then spent).
   * Wrong codes count per person and per client address; over the limit, 429 with Retry-After.
   */
  async checkCode(
    userId: string,
    rawCode: string,
    address: string,
    wrong: Wrong,
    options: { totpOnly?: boolean } = {},
  ): Promise<void> {
    const { throttle } = this.deps;
    // Counted before the code is checked (issue 39): codes sent at once cannot all get through.
    const wait = await throttle.attempt(userId, address);
    if (wait > 0) throw tooManyRequests(waitMessage(TWO_STEP_MESSAGES.tooManyAttempts, wait), wait);
    if (await this.matches(userId, rawCode.replace(/\s+/g, ''), options.totpOnly ?? false)) {
      await throttle.recordSuccess(userId, address);
      return;
    }
    throw new AppError(wrong, TWO_STEP_MESSAGES.codeInvalid);
  }

  private async matches(userId: string, code: string, totpOnly: boolean): Promise<boolean> {
    const { db, clock, keys } = this.deps;
    const row = await findSecret(db, userId);
    if (!row) return false;
    if (/^\d{6}$/.test(code)) {
      const secret = openSecret(keys.encryption, row.secretEncrypted);
      if (!secret) return false;
      const step = await matchTotp(secret, code, clock.now(), row.lastUsedStep);
      return step !== null && (await claimStep(db, userId, step));
    }
    if (totpOnly || !row.enabledAt) return false;
    return spendRecoveryCode(db, userId, hashRecoveryCode(keys.recovery, code), clock.now());
  }

  private async checkPassword(userId: string, password: string, address: string): Promise<void> {
    const { passwordThrottle } = this.deps;
    const key = passwordAttemptKey(userId);
    const wait = await passwordThrottle.attempt(key, address);
    if (wait > 0) throw tooManyRequests(waitMessage(ACCOUNT_MESSAGES.tooManyAttempts, wait), wait);
    const person = await findPerson(this.deps.db, userId);
    if (!person || !(await verifyPassword(person.passwordHash, password))) {
      throw badRequest(TWO_STEP_MESSAGES.passwordInvalid);
    }
    await passwordThrottle.recordSuccess(key, address);
  }

  private async requireOn(userId: string): Promise<void> {
    const row = await findSecret(this.deps.db, userId);
    if (!row?.enabledAt) throw conflict(TWO_STEP_MESSAGES.notSetUp);
  }

  private async newRecoveryCodes(tx: Queryable, userId: string): Promise<RecoveryCodes> {
    const codes = Array.from({ length: TWO_STEP_RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => hashRecoveryCode(this.deps.keys.recovery, code)),
    );
    return { recoveryCodes: codes };
  }

  private record(
    tx: Queryable,
    actor: Caller,
    action:
      | 'account.two_step_on'
      | 'account.two_step_off'
      | 'account.two_step_turned_off_by_admin'
      | 'account.recovery_codes_renewed',
    personId: string,
    after: Record<string, unknown>,
  ): Promise<void> {
    return this.deps.audit.record(tx, { actor, action, entityType: 'account', entityId: personId, after });
  }
}
