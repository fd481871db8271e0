import {
  MESSAGES,
  STAFF_ROLES,
  TWO_STEP_MESSAGES,
  type LoginAnswer,
  type LoginResponse,
  type SessionUser,
  waitMessage,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { randomPassword } from '../../lib/secrets.ts';
import type { Caller } from '../../plugins/access.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import { readChallenge, signChallenge } from './sign-in-challenge.ts';
import { createUserAccount, normaliseEmail } from '../people/index.ts';
import type { TwoStepService } from '../two-step/index.ts';
import {
  countUsers,
  findChallengedUser,
  findCredentialsByEmail,
  findLiveCallers,
  type CallerKey,
  type LiveCallerRow,
} from './auth.repository.ts';
import { MicroBatcher } from '../../lib/micro-batch.ts';
import type { SessionsService } from './sessions.service.ts';
import type { AttemptThrottle } from '../../lib/throttle.ts';
import { recordSignInFailure, type SignInFailureReason } from './sign-in-failures.repository.ts';

export function presentSessionUser(user: Caller): SessionUser {
  return { _id: user.id, id: user.id, name: user.name, email: user.email, role: user.role };
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
  /** Per account and address together, counted before the check (guess-throttle.ts). */
  throttle: AttemptThrottle;
  signToken: (payload: TokenPayload) => string;
  sessions: SessionsService;
  twoStep: TwoStepService;
  /** HMAC key of sign-in challenges (two-step.crypto.ts deriveTwoStepKeys). */
  challengeKey: Buffer;
}

/** Who is signing in, from where (the session row keeps a summary of it). */
export interface SignInClient {
  ip: string;
  userAgent: string | undefined;
}

/** A sign-in challenge lasts five minutes: time to open the app and type a code. */
const CHALLENGE_MS = 5 * 60_000;

export class AuthService {
  /** Verifying against a real hash when the e-mail is unknown keeps both answers equally slow. */
  private decoyHash: Promise<string> | null = null;

  /**
   * The per-request check of concurrent requests, one query for all (lib/micro-batch.ts, issue 24). Not a
   * cache: every request reads the database after it arrived, so a revocation counts at once.
   */
  private readonly liveCallers = new MicroBatcher<CallerKey, LiveCallerRow | null>({
    run: async (keys) => (await findLiveCallers(this.deps.db, keys)).map((value) => ({ value })),
    one: async (key) => (await findLiveCallers(this.deps.db, [key]))[0] ?? null,
  });

  constructor(private readonly deps: AuthDeps) {}

  async login(rawEmail: string, password: string, client: SignInClient): Promise<LoginAnswer> {
    const email = normaliseEmail(rawEmail);
    const address = client.ip;
    // Counted before the hash is checked (issue 39): guesses sent at once cannot all get through.
    const wait = await this.deps.throttle.attempt(email, address);
    if (wait > 0) {
      await this.noteFailure(email, address, 'delayed');
      throw tooManyRequests(waitMessage(MESSAGES.tooManyLoginAttempts, wait), wait);
    }

    const user = await findCredentialsByEmail(this.deps.db, email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await this.decoy(), password).then(() => false);
    if (!user || !valid || this.hasLeft(user.leftOn)) {
      await this.noteFailure(email, address, 'password');
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    await this.deps.throttle.recordSuccess(email, address);
    if (user.twoStepOn) {
      const exp = this.deps.orgTime.now().getTime() + CHALLENGE_MS;
      const challenge = signChallenge(this.deps.challengeKey, { sub: user.id, tv: user.tokenVersion, exp });
      return { twoStepRequired: true, challenge };
    }
    const answer = await this.signIn(user, client);
    return user.twoStepRequired && STAFF_ROLES.includes(user.role)
      ? { ...answer, twoStepSetupRequired: true }
      : answer;
  }

  /** The second step: the login's challenge and a code from the app (or a recovery code). */
  async loginTwoStep(challenge: string, code: string, client: SignInClient): Promise<LoginResponse> {
    const claims = readChallenge(this.deps.challengeKey, challenge, this.deps.orgTime.now().getTime());
    const user = claims ? await findChallengedUser(this.deps.db, claims.sub, claims.tv) : null;
    if (!user || this.hasLeft(user.leftOn)) throw unauthorized(TWO_STEP_MESSAGES.challengeExpired);
    try {
      await this.deps.twoStep.checkCode(user.id, code, client.ip, 401);
    } catch (error) {
      if (error instanceof AppError && [401, 429].includes(error.statusCode)) {
        await this.noteFailure(user.email, client.ip, error.statusCode === 401 ? 'code' : 'delayed');
      }
      throw error;
    }
    return this.signIn(user, client);
  }

  /** For the Admin's 'Recent failed sign-ins' (sign-in-failures.repository.ts). */
  private noteFailure(email: string, ipAddress: string, reason: SignInFailureReason): Promise<void> {
    return recordSignInFailure(this.deps.db, { email, ipAddress, reason, at: this.deps.orgTime.now() });
  }

  private async signIn(
    user: Caller & { tokenVersion: number },
    client: SignInClient,
  ): Promise<LoginResponse> {
    const sid = await this.deps.sessions.start(user.id, user.tokenVersion, client);
    const token = this.deps.signToken({ sub: user.id, role: user.role, tv: user.tokenVersion, sid });
    return { token, user: presentSessionUser(user) };
  }

  /** Issue 43: a former employee (the day after their last working day, in ORG_TIMEZONE) cannot sign in. */
  private hasLeft(leftOn: string | null): boolean {
    return leftOn !== null && leftOn < this.deps.orgTime.today();
  }

  /** The caller behind a token, or null when the user was deleted, the token revoked or the person has left. */
  lookupCaller = async (userId: string, tokenVersion: number, sessionId?: string): Promise<Caller | null> => {
    const row = await this.liveCallers.load({ userId, tokenVersion, sessionId });
    if (!row || this.hasLeft(row.leftOn)) return null;
    if (sessionId) {
      await this.deps.sessions.seen(sessionId, row.sessionLastSeenAt, row.sessionTokenVersion, tokenVersion);
    }
    const mustSetUpTwoStep = row.twoStepRequired && !row.twoStepOn && STAFF_ROLES.includes(row.role);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      ...(sessionId ? { sessionId } : {}),
      ...(mustSetUpTwoStep ? { mustSetUpTwoStep } : {}),
    };
  };

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
