import { effectiveTemplate, splitStructure } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import { baseSalaryOf } from './overtime.repository.ts';

/** Codes of the structure's lines that make the ordinary rate's "Basic + DA" (a DA allowance coded 'DA'). */
const ORDINARY_CODES = new Set(['BASIC', 'DA']);

/**
 * Basic + DA a month on `day`: the salary revision in force that day (else the person's monthly gross) split by
 * the organisation's structure with the revision's own split (docs/payroll.md "Structure"). Overtime's ordinary
 * rate is this over the divisor (Code on Wages, 2019, s.2(y) wages: basic pay and dearness allowance).
 */
export async function basicDaOn(
  db: Queryable,
  payrollSettings: PayrollSettingsService,
  userId: string,
  day: string,
): Promise<number> {
  const [settings, revisions] = await Promise.all([
    payrollSettings.getSettings(),
    payrollSettings.revisionsFor([userId]),
  ]);
  const inForce = (revisions.get(userId) ?? []).filter((r) => r.effectiveFrom <= day).at(-1);
  const gross = inForce?.grossPaise ?? (await baseSalaryOf(db, userId));
  const template = effectiveTemplate(settings.template, inForce?.override ?? null);
  return splitStructure(gross, template)
    .filter((line) => ORDINARY_CODES.has(line.code))
    .reduce((sum, line) => sum + line.paise, 0);
}
