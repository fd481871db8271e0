import type { SetupStatus, SetupStepId } from '@hrms/shared';
import type { SetupFacts } from './organisation.repository.ts';

export interface SetupInputs extends SetupFacts {
  /** An Admin saved the organisation profile (or the payroll settings' name before it) with an address. */
  organisation: boolean;
}

/**
 * The go-live date step. The go-live setting is another change's (issue 40 item 1, branch go-live): until it
 * exists nothing can set it, so the step is not done. Wire it here: true once the organisation has a go-live date.
 */
export function goLiveDone(_inputs: SetupInputs): boolean {
  return false;
}

/**
 * Opening balances (issue 40 item 5) have no screen yet: the step shows 'Coming soon', never done, and is
 * not counted as left to do. When the screen exists: `available: true` and done once a balance is entered.
 */
export function openingBalancesStep(_inputs: SetupInputs): { done: boolean; available: boolean } {
  return { done: false, available: false };
}

/** Each step of the first-run checklist, done or not, from what is in the database (docs/organisation.md). */
export function setupSteps(inputs: SetupInputs): SetupStatus['steps'] {
  const step = (id: SetupStepId, done: boolean, available = true) => ({ id, done, available });
  return [
    step('organisation', inputs.organisation),
    step('goLive', goLiveDone(inputs)),
    step('holidays', inputs.holidays),
    step('workWeek', inputs.workWeek),
    step('leavePolicies', inputs.leavePolicies),
    step('payrollSettings', inputs.payrollSettings),
    step('people', inputs.people),
    { id: 'openingBalances', ...openingBalancesStep(inputs) },
  ];
}
