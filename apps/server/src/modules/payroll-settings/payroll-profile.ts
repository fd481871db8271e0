import {
  PAYROLL_SETTINGS_MESSAGES as M,
  looksMasked,
  maskAadhaar,
  maskBankAccount,
  maskPan,
  maskUan,
  type PayrollProfileBody,
  type PayrollProfileUpdate,
} from '@hrms/shared';
import { badRequest } from '../../lib/errors.ts';
import type * as repo from './payroll-settings.repository.ts';

/*
 * A person's payroll profile as stored and as handed on: identity numbers masked for the trail and the payroll
 * module, and what a PUT leaves stored (docs/privacy.md).
 */

export const profileBodyOf = (row: repo.ProfileRow): PayrollProfileBody => ({
  pan: row.pan,
  uan: row.uan,
  aadhaar: maskAadhaar(row.aadhaarLast4),
  esiNumber: row.esiNumber,
  workState: row.workState,
  gender: row.gender as PayrollProfileBody['gender'],
  bankAccount: row.bankAccount,
  ifsc: row.ifsc,
  taxRegime: row.taxRegime as PayrollProfileBody['taxRegime'],
  pfOnFullWages: row.pfOnFullWages,
});

/** The profile as the audit trail and the payroll module see it: every identity number masked. */
export const maskedBody = (p: PayrollProfileBody): PayrollProfileBody => ({
  ...p,
  pan: maskPan(p.pan ?? null),
  uan: maskUan(p.uan ?? null),
  bankAccount: maskBankAccount(p.bankAccount ?? null),
});

/**
 * What a PUT leaves stored for one identity number: left out, or its mask sent back unchanged, keeps the
 * stored value; another masked-looking value is refused (the whole new number must be typed).
 */
function kept(
  sent: string | null | undefined,
  stored: string | null,
  mask: (v: string | null) => string | null,
): string | null {
  if (sent === undefined) return stored;
  if (sent === null || !looksMasked(sent)) return sent;
  if (sent === mask(stored)) return stored;
  throw badRequest(M.maskedChanged);
}

/** What a PUT leaves stored: a field left out keeps its stored value (a partial update names only what changes). */
export function nextProfile(stored: repo.ProfileRow, body: PayrollProfileUpdate) {
  const { aadhaar, ...rest } = body;
  const aadhaarLast4 =
    aadhaar === undefined
      ? stored.aadhaarLast4
      : aadhaar === null
        ? null
        : looksMasked(aadhaar)
          ? kept(aadhaar, stored.aadhaarLast4, maskAadhaar)
          : aadhaar.replace(/\s+/g, '').slice(-4);
  return {
    esiNumber: rest.esiNumber === undefined ? stored.esiNumber : rest.esiNumber,
    workState: rest.workState === undefined ? stored.workState : rest.workState,
    gender: rest.gender === undefined ? stored.gender : rest.gender,
    ifsc: rest.ifsc === undefined ? stored.ifsc : rest.ifsc,
    taxRegime: rest.taxRegime ?? stored.taxRegime,
    pfOnFullWages: rest.pfOnFullWages ?? stored.pfOnFullWages,
    pan: kept(body.pan, stored.pan, maskPan),
    uan: kept(body.uan, stored.uan, maskUan),
    bankAccount: kept(body.bankAccount, stored.bankAccount, maskBankAccount),
    aadhaarLast4,
  };
}
