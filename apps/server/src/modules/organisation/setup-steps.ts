import type { SetupStatus, SetupStepId } from '@hrms/shared';
import type { SetupFacts } from './organisation.repository.ts';

export interface SetupInputs extends SetupFacts {
  /** An Admin saved the organisation profile (or the payroll settings' name before it) with an address. */
  organisation: boolean;
}

/** Each step of the first-run checklist, done or not, from what is in the database (docs/organisation.md). */
export function setupSteps(inputs: SetupInputs): SetupStatus['steps'] {
  const step = (id: SetupStepId, done: boolean, available = true) => ({ id, done, available });
  return [
    step('organisation', inputs.organisation),
    step('goLive', inputs.goLive),
    step('holidays', inputs.holidays),
    step('workWeek', inputs.workWeek),
    step('leavePolicies', inputs.leavePolicies),
    step('payrollSettings', inputs.payrollSettings),
    step('people', inputs.people),
    step('openingBalances', inputs.openingBalances),
  ];
}
