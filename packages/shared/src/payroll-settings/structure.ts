import type { StructureOverride, StructureTemplate } from './schemas.ts';

/**
 * The salary structure (docs/payroll.md, "Structure"), pure: a monthly gross split into Basic (basic% of
 * gross), HRA (hra% of Basic), the template's fixed allowances and Special Allowance, the balance.
 * Basic and HRA are rounded half up to the paisa; Special takes what is left, so the lines add to the
 * gross exactly. Percentages carry at most two decimals (computed in basis points, integers only).
 */
export interface StructureLine {
  code: string;
  name: string;
  paise: number;
}

export const BASIC = { code: 'BASIC', name: 'Basic' } as const;
export const HRA = { code: 'HRA', name: 'House Rent Allowance' } as const;
export const SPECIAL = { code: 'SPECIAL', name: 'Special Allowance' } as const;

/** numerator / denominator rounded half up; both non-negative. */
const divideRoundHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (2n * numerator + denominator) / (2n * denominator);

const basisPoints = (percent: number): bigint => BigInt(Math.round(percent * 100));

/** The person's own split over the organisation's template (fields the override leaves out stay). */
export function effectiveTemplate(
  template: StructureTemplate,
  override: StructureOverride | null | undefined,
): StructureTemplate {
  return override ? { ...template, ...stripUndefined(override) } : template;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Rupees of the allowances a month, in paise. */
export const allowancesPaise = (template: StructureTemplate): number =>
  template.allowances.reduce((sum, a) => sum + Math.round(a.monthlyAmount * 100), 0);

/** Basic and HRA of a gross under a template, paise. */
export function basicAndHra(grossPaise: number, template: StructureTemplate): { basic: number; hra: number } {
  const basic = divideRoundHalfUp(BigInt(grossPaise) * basisPoints(template.basicPercent), 10_000n);
  const hra = divideRoundHalfUp(basic * basisPoints(template.hraPercentOfBasic), 10_000n);
  // Both rounded up at a half can pass a gross of a few paise (1 paisa: Basic 1, HRA 1): HRA takes at most
  // what Basic leaves, so Special is never negative.
  const left = BigInt(grossPaise) - basic;
  return { basic: Number(basic), hra: Number(hra < left ? hra : left) };
}

/** Whether the fixed allowances fit in what gross leaves after Basic and HRA (a template must fit). */
export function allowancesFit(grossPaise: number, template: StructureTemplate): boolean {
  const { basic, hra } = basicAndHra(grossPaise, template);
  return allowancesPaise(template) <= grossPaise - basic - hra;
}

/**
 * The full-month lines of a gross. Templates that do not fit are refused when saved (allowancesFit); if a
 * later, lower gross no longer fits, the allowances are paid in order up to what is left, so Special is
 * never negative and the lines still add to the gross.
 */
export function splitStructure(grossPaise: number, template: StructureTemplate): StructureLine[] {
  const { basic, hra } = basicAndHra(grossPaise, template);
  let left = grossPaise - basic - hra;
  const lines: StructureLine[] = [
    { ...BASIC, paise: basic },
    { ...HRA, paise: hra },
  ];
  for (const allowance of template.allowances) {
    const paise = Math.min(Math.round(allowance.monthlyAmount * 100), left);
    left -= paise;
    lines.push({ code: allowance.code, name: allowance.name, paise });
  }
  lines.push({ ...SPECIAL, paise: left });
  return lines;
}
