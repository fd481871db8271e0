import type { StructureOverride } from '@hrms/shared';

/** A revision the employee form's baseSalary change writes (people.service.ts -> followBaseSalary). */
export interface PlannedRevision {
  effectiveFrom: string;
  grossPaise: number;
  override: StructureOverride | null;
}

export interface FormChange {
  /** Today in the organisation's timezone. */
  today: string;
  joinedOn: string;
  fromPaise: number;
  toPaise: number;
  /** The person's revisions, oldest first. */
  revisions: readonly { effectiveFrom: string; monthlyGrossPaise: number; override: unknown }[];
}

const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/**
 * The employee form edits the monthly gross in force (docs/payroll.md, "baseSalary and revisions"), pure:
 * - the new gross is a revision from the first day of the current month, or from the latest revision already
 *   in force if that is later (same date: it replaces it), keeping that revision's structure override, so the
 *   gross in force today is the form's figure; revisions dated after today stay (a raise already scheduled);
 * - days before a person's first revision are paid at baseSalary, which the form now changes: when the first
 *   revision starts after the joining month's first day (or there is none), the old figure is kept as an
 *   opening revision from that day, so a past month regenerated pays what it would have before the edit. Not for an old gross of 0
 *   (nothing to keep: a zero revision would also block every template with fixed allowances).
 */
export function formRevisionPlan(change: FormChange): PlannedRevision[] {
  const { today, revisions } = change;
  const inForce = revisions.filter((r) => r.effectiveFrom <= today).at(-1);
  const from =
    inForce && inForce.effectiveFrom > monthStart(today) ? inForce.effectiveFrom : monthStart(today);
  const plan: PlannedRevision[] = [];
  const opening = monthStart(change.joinedOn);
  const first = revisions[0]?.effectiveFrom;
  if (change.fromPaise > 0 && opening < from && (first === undefined || first > opening))
    plan.push({ effectiveFrom: opening, grossPaise: change.fromPaise, override: null });
  plan.push({
    effectiveFrom: from,
    grossPaise: change.toPaise,
    override: (inForce?.override as StructureOverride | null | undefined) ?? null,
  });
  return plan;
}
