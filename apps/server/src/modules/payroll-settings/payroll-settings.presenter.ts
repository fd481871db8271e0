import type { PayrollProfile, PayrollSettings, SalaryRevision, StructureOverride } from '@hrms/shared';
import { maskAadhaar, maskBankAccount, maskPan, maskUan, paiseToRupees } from '@hrms/shared';
import type { ProfileRow, RevisionRow } from './payroll-settings.repository.ts';

/** The profile of someone with no row yet: nothing set, the new regime. */
export function emptyProfile(userId: string): ProfileRow {
  return {
    userId,
    pan: null,
    uan: null,
    aadhaarLast4: null,
    esiNumber: null,
    workState: null,
    gender: null,
    bankAccount: null,
    ifsc: null,
    taxRegime: 'new',
    pfOnFullWages: false,
    updatedBy: null,
    updatedAt: new Date(0),
  };
}

/**
 * What the deductions that are on need and this profile lacks. The ESI number only for someone ESI covers
 * (`esiCovered`: gross at most the ceiling): above it there is nothing to file for them.
 */
export function missingFor(row: ProfileRow, settings: PayrollSettings, esiCovered: boolean): string[] {
  const missing: string[] = [];
  if (settings.pf.enabled && !row.uan) missing.push('UAN');
  if (settings.esi.enabled && esiCovered && !row.esiNumber) missing.push('ESI number');
  if (settings.pt.enabled) {
    if (!row.workState && !settings.pt.defaultState) missing.push('work state');
    if (!row.gender) missing.push('gender');
  }
  if (settings.tds.enabled && !row.pan) missing.push('PAN');
  return missing;
}

/**
 * Identity numbers masked for everyone, the Admin included (docs/privacy.md): the whole number only
 * through the audited reveal.
 */
export function presentProfile(
  row: ProfileRow,
  settings: PayrollSettings,
  esiCovered: boolean,
): PayrollProfile {
  return {
    employeeId: row.userId,
    pan: maskPan(row.pan),
    uan: maskUan(row.uan),
    aadhaar: maskAadhaar(row.aadhaarLast4),
    esiNumber: row.esiNumber,
    workState: row.workState,
    gender: row.gender as PayrollProfile['gender'],
    bankAccount: maskBankAccount(row.bankAccount),
    ifsc: row.ifsc,
    taxRegime: row.taxRegime as PayrollProfile['taxRegime'],
    pfOnFullWages: row.pfOnFullWages,
    masked: true,
    missing: missingFor(row, settings, esiCovered),
  };
}

export function presentRevision(row: RevisionRow): SalaryRevision {
  return {
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    monthlyGross: paiseToRupees(row.monthlyGrossPaise),
    override: (row.override as StructureOverride | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
