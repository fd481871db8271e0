import type { Realtime } from '../../realtime/realtime.ts';
import { durationMs, SessionsService } from '../auth/sessions.service.ts';
import { deriveTwoStepKeys } from './two-step.crypto.ts';
import { TwoStepService, type TwoStepDeps } from './two-step.service.ts';

/**
 * Two-step sign-in and sessions (issue 23, docs/security.md), built together for services.ts: their keys are
 * derived from the server's secret, and a session lasts as long as its token.
 */
export function createTwoStep(
  deps: Omit<TwoStepDeps, 'keys'> & { jwtSecret: string; jwtExpiresIn: string; realtime: Realtime },
) {
  const keys = deriveTwoStepKeys(deps.jwtSecret);
  const sessions = new SessionsService({
    db: deps.db,
    clock: deps.clock,
    ttlMs: durationMs(deps.jwtExpiresIn),
    realtime: deps.realtime,
  });
  const twoStep = new TwoStepService({ ...deps, keys });
  return { sessions, twoStep, challengeKey: keys.challenge };
}
