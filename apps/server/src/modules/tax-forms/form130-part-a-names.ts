import { maskPan } from '@hrms/shared';

/*
 * Which PAN a Part A file's name carries (issue 44, docs/tax-year.md "Form 130 Part A"). TRACES names the
 * certificates it gives out by the deductee's PAN (with the TAN and the year beside it, in an order we do not
 * rely on), so the rule is: exactly one PAN-shaped run of ten characters (five letters, four digits, one letter),
 * standing alone (no letter or digit touching it on either side), in the file's own name (not its folder),
 * letters of any case. A TAN (four letters, five digits, one letter) never looks like a PAN.
 */
const PAN_IN_NAME = /(?<![A-Z0-9])[A-Z]{5}[0-9]{4}[A-Z](?![A-Z0-9])/g;

const baseName = (fileName: string) => fileName.split(/[\\/]/).pop() ?? fileName;

export type PanOfName = { kind: 'one'; pan: string } | { kind: 'none' } | { kind: 'several' };

export function panOfName(fileName: string): PanOfName {
  const found = new Set(baseName(fileName).toUpperCase().match(PAN_IN_NAME) ?? []);
  if (found.size === 0) return { kind: 'none' };
  if (found.size > 1) return { kind: 'several' };
  return { kind: 'one', pan: [...found][0]! };
}

/** The file's own name with every PAN-shaped run masked as answers show PANs ('XXXXXX234F_MUMA12345B.pdf'). */
export function maskedFileName(fileName: string): string {
  const name = baseName(fileName);
  return name.replace(new RegExp(PAN_IN_NAME.source, 'gi'), (pan) => maskPan(pan.toUpperCase()) ?? '');
}
