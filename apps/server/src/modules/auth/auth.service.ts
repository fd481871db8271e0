import { MESSAGES, orgDate, type LoginResponse, type Role, type SessionUser } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { Clock, OrgTime } from '../../lib/clock.ts';
import {
  AppError,
  badRequest,
  conflict,
  isUniqueViolation,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { randomPassword } from '../../lib/secrets.ts';
import type { Caller } from '../../plugins/access.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import { countUsers, findCredentialsByEmail, findLiveCaller, insertUser } from './auth.repository.ts';
import type { Throttle } from './login-throttle.ts';

export function presentSessionUser(user: Caller): SessionUser {
  return { _id: user.id, id: user.id, name: user.name, email: user.email, role: user.role };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  role: Role;
  baseSalaryPaise?: number;
  /** Payroll counts days from it; default: today in the organisation's timezone. */
  joinedOn?: string;
  /** The employee form's optional file, already stored (employees service). */
  fileKey?: string | null;
  fileName?: string | null;
}

/** Creates a sign-in account; the e-mail must be new. Used by the CLI; employee management builds on it. */
export async function createUserAccount(
  db: Queryable,
  clock: Clock,
  timeZone: string,
  account: NewAccount,
): Promise<Caller> {
  if (account.password.length < 8) throw badRequest('The password must be at least 8 characters.');
  try {
    return await insertUser(db, {
      name: account.name.trim(),
      email: normaliseEmail(account.email),
      passwordHash: await hashPassword(account.password),
      role: account.role,
      baseSalaryPaise: account.baseSalaryPaise ?? 0,
      joinedOn: account.joinedOn ?? orgDate(clock.now(), timeZone),
      fileKey: account.fileKey ?? null,
      fileName: account.fileName ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An employee with this email already exists.');
    throw error;
  }
}

export interface FirstAdminResult {
  created: boolean;
  email?: string;
  /** Set only when the password was generated (ADMIN_PASSWORD unset): print it once. */
  generatedPassword?: string;
}

export interface AuthDeps {
  db: Database;
  orgTime: OrgTime;
  throttle: Throttle;
  signToken: (payload: TokenPayload) => string;
}

export class AuthService {
  /** Verifying against a real hash when the e-mail is unknown keeps both answers equally slow. */
  private decoyHash: Promise<string> | null = null;

  constructor(private readonly deps: AuthDeps) {}

  async login(rawEmail: string, password: string, address: string): Promise<LoginResponse> {
    const email = normaliseEmail(rawEmail);
    const wait = await this.deps.throttle.retryAfterSeconds(email, address);
    if (wait > 0) throw tooManyRequests(MESSAGES.tooManyLoginAttempts, wait);

    const user = await findCredentialsByEmail(this.deps.db, email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await this.decoy(), password).then(() => false);
    if (!user || !valid) {
      await this.deps.throttle.recordFailure(email, address);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    await this.deps.throttle.recordSuccess(email);
    const token = this.deps.signToken({ sub: user.id, role: user.role, tv: user.tokenVersion });
    return { token, user: presentSessionUser(user) };
  }

  /** The caller behind a token, or null when the user was deleted or the token revoked. */
  lookupCaller = (userId: string, tokenVersion: number): Promise<Caller | null> =>
    findLiveCaller(this.deps.db, userId, tokenVersion);

  /** Creates the first Admin when the organisation has no users yet. Safe when several instances start at once. */
  async ensureFirstAdmin(admin: {
    email: string;
    name: string;
    password: string | undefined;
  }): Promise<FirstAdminResult> {
    if ((await countUsers(this.deps.db)) > 0) return { created: false };
    const password = admin.password ?? randomPassword();
    try {
      await createUserAccount(this.deps.db, this.deps.orgTime, this.deps.orgTime.timeZone, {
        ...admin,
        password,
        role: 'Admin',
      });
    } catch (error) {
      // Another instance starting at the same moment created it first.
      if (error instanceof AppError && error.statusCode === 409) return { created: false };
      throw error;
    }
    return { created: true, email: admin.email, ...(admin.password ? {} : { generatedPassword: password }) };
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(randomPassword());
    return this.decoyHash;
  }
}
