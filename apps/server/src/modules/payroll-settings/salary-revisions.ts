import type { StructureOverride } from '@hrms/shared';
import type { RevisionRow } from './payroll-settings.repository.ts';

/** A revision as the pay computation reads it (payroll/pay/earned-pay.ts). */
export interface RevisionInForce {
  effectiveFrom: string;
  grossPaise: number;
  override: StructureOverride | null;
}

/** Revisions rows (oldest first) as each person's list the pay computation reads. */
export function revisionsInForce(rows: RevisionRow[]): Map<string, RevisionInForce[]> {
  const byPerson = new Map<string, RevisionInForce[]>();
  for (const row of rows) {
    const list = byPerson.get(row.userId) ?? [];
    list.push({
      effectiveFrom: row.effectiveFrom,
      grossPaise: row.monthlyGrossPaise,
      override: (row.override as StructureOverride | null) ?? null,
    });
    byPerson.set(row.userId, list);
  }
  return byPerson;
}
