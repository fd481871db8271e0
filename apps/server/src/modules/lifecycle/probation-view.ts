import {
  formatEmployeeId,
  probationEndsOn,
  reminderDayFor,
  type LifecycleSettings,
  type Probation,
} from '@hrms/shared';
import type { ProbationRow } from './lifecycle.repository.ts';

/** The months that apply: the person's own length, else the organisation's default (null: no probation). */
export const monthsFor = (row: Pick<ProbationRow, 'overrideMonths'>, settings: LifecycleSettings) =>
  row.overrideMonths ?? settings.probationMonths;

/** A person's probation as the API shows it (docs/lifecycle.md). */
export function presentProbation(
  row: ProbationRow,
  settings: LifecycleSettings,
  manager: { id: string; name: string } | null,
): Probation {
  const months = monthsFor(row, settings);
  const endsOn = probationEndsOn(row.joinedOn, months, row.extendedTo);
  return {
    personId: row.id,
    name: row.name,
    employeeId: formatEmployeeId(row.employeeNo),
    joinedOn: row.joinedOn,
    overrideMonths: row.overrideMonths,
    months,
    endsOn,
    reminderOn: endsOn ? reminderDayFor(endsOn) : null,
    status: row.confirmedOn ? 'Confirmed' : row.extendedTo ? 'Extended' : 'On probation',
    confirmedOn: row.confirmedOn,
    extensionReason: row.extensionReason,
    manager,
  };
}

/** Whether the person has a probation at all (a length, or an extension). */
export const hasProbation = (p: Probation) => p.endsOn !== null;
