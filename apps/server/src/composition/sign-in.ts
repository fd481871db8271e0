import type { ServiceDeps } from '../service-deps.ts';
import { AuthService, durationMs, SessionsService } from '../modules/auth/index.ts';
import type { createMail } from '../modules/mail/index.ts';
import { AccountsService, PasswordResetService } from '../modules/people/index.ts';
import { createTwoStep } from '../modules/two-step/index.ts';
import type { Foundation } from './foundation.ts';

/** Signing in and keeping an account: sessions, two-step sign-in, password change and reset. */
export function createSignIn(
  deps: ServiceDeps,
  { orgTime, audit, throttle, guesses }: Foundation,
  mail: ReturnType<typeof createMail>['mail'],
) {
  // One counter of current-password guesses a person, whether at a password change or a two-step change.
  const passwordGuesses = guesses('password-change', 'key');
  // Two-step sign-in and sessions (issue 23, docs/security.md): a session lasts as long as its token.
  const { twoStep, challengeKey } = createTwoStep({
    db: deps.db,
    clock: deps.clock,
    audit,
    // Codes: 5 a person, then growing delays; 30 a client address in 15 minutes (guess-throttle.ts).
    throttle: guesses('two-step', 'key'),
    passwordThrottle: passwordGuesses,
    issuer: deps.config.orgName,
    jwtSecret: deps.jwtSecret,
  });
  const sessions = new SessionsService({
    db: deps.db,
    clock: deps.clock,
    ttlMs: durationMs(deps.config.jwtExpiresIn),
    realtime: deps.realtime,
  });
  return {
    sessions,
    twoStep,
    auth: new AuthService({
      db: deps.db,
      orgTime,
      throttle: guesses('login', 'pair'),
      signToken: deps.signToken,
      sessions,
      twoStep,
      challengeKey,
    }),
    accounts: new AccountsService({
      db: deps.db,
      orgTime,
      // Counted apart from sign-in failures, together with the two-step changes' password checks.
      throttle: passwordGuesses,
      twoStep,
      realtime: deps.realtime,
      audit,
      signToken: deps.signToken,
    }),
    passwordReset: new PasswordResetService({
      db: deps.db,
      orgTime,
      // Every request for a link counts: 3 an address and 20 a client address in 15 minutes.
      requestThrottle: throttle('password-forgot', { perEmail: 3, perAddress: 20, windowMs: 15 * 60_000 }),
      // Wrong or spent links: 10 a client address in 15 minutes.
      tokenThrottle: throttle('password-link', { perEmail: 10, perAddress: 10, windowMs: 15 * 60_000 }),
      mail,
      realtime: deps.realtime,
      audit,
      log: deps.log,
    }),
  };
}
