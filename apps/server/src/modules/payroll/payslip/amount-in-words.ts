/**
 * Net pay in words as Indian payslips print it (docs/payroll.md): the Indian numbering system (thousand,
 * lakh, crore), hyphenated tens, no 'and' between the groups, paise after the rupees.
 * 12480000 paise -> 'Rupees One Lakh Twenty-Four Thousand Eight Hundred Only';
 * 1050 paise -> 'Rupees Ten and Fifty Paise Only'.
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 0-99, 0 as '' (a group that is zero says nothing). */
function belowHundred(n: number): string {
  if (n === 0) return '';
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!}-${ONES[unit]!}`;
}

/** 0-999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  const head = hundreds > 0 ? `${ONES[hundreds]!} Hundred` : '';
  return [head, rest].filter(Boolean).join(' ');
}

/** A whole number in words, Indian system: 1,00,00,000 is 'One Crore'; above 99 crore the crores recurse. */
export function indianNumberInWords(value: bigint): string {
  if (value < 0n) throw new RangeError('Amounts in words are never negative');
  if (value === 0n) return 'Zero';
  const parts: string[] = [];
  const crore = value / 10_000_000n;
  let rest = Number(value % 10_000_000n);
  if (crore > 0n) parts.push(`${indianNumberInWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** Integer paise -> 'Rupees ... Only', with 'and N Paise' when there are some. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = indianNumberInWords(BigInt(Math.floor(paise / 100)));
  const fraction = paise % 100;
  return fraction === 0
    ? `Rupees ${rupees} Only`
    : `Rupees ${rupees} and ${belowHundred(fraction)} Paise Only`;
}
