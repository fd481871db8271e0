/**
 * Money (issue 18): integer paise inside (database, arithmetic), rupees with up to two decimals on the
 * wire (JSON `amount`, `baseSalary`), text with Indian digit grouping on screens, slips and exports.
 * Every conversion goes through here, so a rupee is never a float the server adds up.
 */

/**
 * The largest amount the round trip paise -> rupees -> paise keeps exact for (±10^15 paise, ₹10
 * lakh crore): beyond it a double's spacing nears a paisa. Salaries stay far below (MAX_BASE_SALARY_RUPEES).
 */
export const MAX_EXACT_PAISE = 10 ** 15;

/** 12345678 -> 123456.78: what the API sends. Integer paise only: a fraction of a paisa is a bug upstream. */
export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return paise / 100;
}

/** 123456.78 (as typed or sent, at most two decimals) -> 12345678, rounded to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  return Math.round(rupees * 100);
}

/** '12345678' -> '123456', '78' and the sign: integer arithmetic on the digits, never a float. */
function split(paise: number): { sign: string; whole: string; fraction: string } {
  const value = BigInt(Math.round(paise));
  const abs = value < 0n ? -value : value;
  return {
    sign: value < 0n ? '-' : '',
    whole: (abs / 100n).toString(),
    fraction: (abs % 100n).toString().padStart(2, '0'),
  };
}

/** 12345678 paise -> '123456.78': two decimals, no grouping, so spreadsheets read a number (exports). */
export function paiseToDecimal(paise: number): string {
  const { sign, whole, fraction } = split(paise);
  return `${sign}${whole}.${fraction}`;
}

/** '1234567' -> '12,34,567': the last three digits, then groups of two (lakh, crore). */
export function groupIndian(digits: string): string {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
}

/** 123456789 paise -> '12,34,567.89': Indian grouping, always two decimals (the salary slip). */
export function formatPaiseIndian(paise: number): string {
  const { sign, whole, fraction } = split(paise);
  return `${sign}${groupIndian(whole)}.${fraction}`;
}

/** 125000 -> '₹1,25,000', 1234.5 -> '₹1,234.50': rupees as screens show them (paise only when there are some). */
export function formatRupees(rupees: number): string {
  const { sign, whole, fraction } = split(rupeesToPaise(rupees));
  return `${sign}₹${groupIndian(whole)}${fraction === '00' ? '' : `.${fraction}`}`;
}
