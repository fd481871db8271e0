/*
 * Identity numbers (issue 23, docs/privacy.md): one masked form for every answer, list, export, audit
 * entry and payslip. All but the last four characters become 'X' (PAN 'ABCDE1234F' -> 'XXXXXX234F', bank
 * account '123456784321' -> 'XXXXXXXX4321', UAN '100200300400' -> 'XXXXXXXX0400'); Aadhaar is kept as its
 * last four digits only and shown 'XXXX XXXX 1234'. Plain functions, no zod: screens and the payslip use them.
 */

/** All but the last four characters hidden; the length is kept, so masking a mask changes nothing. */
export const maskIdentifier = (value: string | null): string | null =>
  value === null ? null : 'X'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);

export const maskPan = (pan: string | null): string | null => maskIdentifier(pan);
export const maskUan = (uan: string | null): string | null => maskIdentifier(uan);
export const maskBankAccount = (account: string | null): string | null => maskIdentifier(account);

/** Aadhaar from its last four digits (the only part stored): 'XXXX XXXX 1234'. */
export const maskAadhaar = (lastFour: string | null): string | null =>
  lastFour === null ? null : `XXXX XXXX ${lastFour}`;

/** A value as an answer shows it ('XXXXXX234F', 'XXXX XXXX 1234'): sent back unchanged it means "keep". */
export const looksMasked = (value: string): boolean =>
  /^X+[0-9A-Z]{0,4}$/.test(value) || /^XXXX XXXX [0-9]{4}$/.test(value);

/** The numbers an Admin may reveal (Aadhaar is not stored whole, so there is nothing to reveal). */
export const REVEALABLE_FIELDS = ['pan', 'uan', 'bankAccount'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];
export const REVEALABLE_LABELS: Record<RevealableField, string> = {
  pan: 'PAN',
  uan: 'UAN',
  bankAccount: 'Bank account',
};

// Verhoeff's dihedral-group tables (the check digit of Aadhaar numbers).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const verhoeffState = (digits: string): number => {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((ch, i) => {
    c = D[c]![P[i % 8]![Number(ch)]!]!;
  });
  return c;
};

/** Whether a string of digits ends in its Verhoeff check digit. */
export const verhoeffValid = (digits: string): boolean =>
  /^[0-9]+$/.test(digits) && verhoeffState(digits) === 0;

/** The check digit to append to a string of digits. */
export const verhoeffCheckDigit = (digits: string): string => {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((ch, i) => {
    c = D[c]![P[(i + 1) % 8]![Number(ch)]!]!;
  });
  return String(INV[c]);
};

/** A 12-digit Aadhaar number (spaces allowed) whose first digit is 2-9 and whose last is its Verhoeff digit. */
export const isAadhaarNumber = (value: string): boolean => {
  const digits = value.replace(/\s+/g, '');
  return /^[2-9][0-9]{11}$/.test(digits) && verhoeffValid(digits);
};
