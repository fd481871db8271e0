import { deriveTwoStepKeys } from './two-step.crypto.ts';
import { TwoStepService, type TwoStepDeps } from './two-step.service.ts';

/**
 * Two-step sign-in (issue 23, docs/security.md), built for services.ts: its keys are derived from the server's
 * secret. The sessions it lists are auth's (SessionsService, built beside it in services.ts).
 */
export function createTwoStep(deps: Omit<TwoStepDeps, 'keys'> & { jwtSecret: string }) {
  const keys = deriveTwoStepKeys(deps.jwtSecret);
  const twoStep = new TwoStepService({ ...deps, keys });
  return { twoStep, challengeKey: keys.challenge };
}
