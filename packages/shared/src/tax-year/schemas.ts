import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { TAX_REGIMES } from '../payroll-settings/schemas.ts';
import {
  DECLARATION_STATUSES,
  DECLARED_AMOUNT_MAX,
  REGIME_SOURCES,
  TAX_REASON_MAX,
  TAX_SECTION_CODES,
  TAX_YEAR_MESSAGES as M,
  VERIFY_STATUSES,
} from './messages.ts';

const taxYear = z.coerce
  .number({ error: M.year })
  .int({ error: M.year })
  .min(2025, { error: M.year })
  .max(2100, {
    error: M.year,
  });

/** ?year=2026 (tax year 2026-27); default: the tax year of today. */
export const taxYearQuerySchema = z.object({ year: taxYear.optional() });
export const taxYearPersonParamsSchema = z.object({ id: z.string() });
export const taxYearLineParamsSchema = z.object({ id: z.string(), lineId: z.string() });
export const taxYearWindowParamsSchema = z.object({ year: taxYear });

/** Rupees, at most two decimals, zero or more. */
const rupeeAmount = z
  .number({ error: M.amount })
  .min(0, { error: M.amount })
  .max(DECLARED_AMOUNT_MAX, { error: M.amount })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: M.amount });

const reason = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, { error: M.reasonRequired })
  .max(TAX_REASON_MAX, { error: M.reasonTooLong });

/** PUT /tax-year/me/regime: the person's own choice, while the window is open. */
export const regimeChoiceBodySchema = z.object({
  year: taxYear,
  regime: z.enum(TAX_REGIMES, { error: M.regime }),
});
/** PUT {area}/employees/:id/tax-year/regime: HR or Admin, any time of the year, with a reason. */
export const staffRegimeBodySchema = regimeChoiceBodySchema.extend({ reason });

/** PUT /tax-year/me/declarations: the year's lines (a section left out is removed unless verified). */
export const declarationsBodySchema = z.object({
  year: taxYear,
  lines: z
    .array(z.object({ section: z.enum(TAX_SECTION_CODES, { error: M.section }), amount: rupeeAmount }))
    .max(TAX_SECTION_CODES.length, { error: M.duplicateSection })
    .refine((lines) => new Set(lines.map((line) => line.section)).size === lines.length, {
      error: M.duplicateSection,
    }),
});
export type DeclarationsBody = z.infer<typeof declarationsBodySchema>;

/** PUT {area}/employees/:id/tax-year/declarations/:lineId: accept, accept in part (amount + reason), reject (reason). */
export const verifyDeclarationBodySchema = z
  .object({
    status: z.enum(VERIFY_STATUSES, { error: M.section }),
    verifiedAmount: rupeeAmount.optional(),
    reason: z.string().trim().max(TAX_REASON_MAX, { error: M.reasonTooLong }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'partly' && body.verifiedAmount === undefined)
      ctx.addIssue({ code: 'custom', message: M.partlyAmount, path: ['verifiedAmount'] });
    if (body.status !== 'accepted' && !body.reason)
      ctx.addIssue({ code: 'custom', message: M.reasonRequired, path: ['reason'] });
  });
export type VerifyDeclarationBody = z.infer<typeof verifyDeclarationBodySchema>;

const windowDate = z
  .string({ error: M.date })
  .refine((value) => isBusinessDate(value), { error: M.date })
  .nullable();
/** PUT {area}/tax-year/windows/:year (Admin): the last day of the regime choice, the first day only proofs count. */
export const taxYearWindowBodySchema = z
  .object({ regimeUntil: windowDate, proofsFrom: windowDate })
  .refine((w) => !w.regimeUntil || !w.proofsFrom || w.regimeUntil < w.proofsFrom, { error: M.windowOrder });
export type TaxYearWindowBody = z.infer<typeof taxYearWindowBodySchema>;

export const taxYearWindowSchema = z.object({
  year: z.number(),
  regimeUntil: z.string().nullable(),
  proofsFrom: z.string().nullable(),
  /** Today is on or before regimeUntil: the person may choose. */
  regimeOpen: z.boolean(),
  /** Today is on or after proofsFrom: only verified amounts count. */
  proofsOnly: z.boolean(),
});
export type TaxYearWindow = z.infer<typeof taxYearWindowSchema>;

export const taxSectionSchema = z.object({
  section: z.enum(TAX_SECTION_CODES),
  label: z.string(),
  /** e.g. 'Section 123 (Schedule XV)' of the Income-tax Act, 2025 */
  act2025: z.string(),
  /** e.g. 'Section 80C' of the Income-tax Act, 1961 */
  act1961: z.string(),
  /** Rupees; null: no limit. */
  limit: z.number().nullable(),
});
export type TaxSection = z.infer<typeof taxSectionSchema>;

export const declarationLineSchema = taxSectionSchema.extend({
  id: z.string(),
  declared: z.number(),
  verified: z.number().nullable(),
  status: z.enum(DECLARATION_STATUSES),
  reason: z.string().nullable(),
  /** What the projection counts now (declared or verified, to the limit). */
  counted: z.number(),
  /** Why less than declared is counted, if it is. */
  note: z.string().nullable(),
});
export type DeclarationLine = z.infer<typeof declarationLineSchema>;

export const regimeTaxSchema = z.object({
  taxableIncome: z.number(),
  deductions: z.number(),
  totalTax: z.number(),
});

export const taxYearViewSchema = z.object({
  personId: z.string(),
  /** TDS is on, the Admin set a window, or the person has a choice or declarations: the web lists My Tax. */
  inUse: z.boolean(),
  year: z.number(),
  /** '2026-27' */
  label: z.string(),
  /** The salary TDS certificate's name for the year: Form 130 from 2026-27, Form 16 before. */
  certificate: z.string(),
  regime: z.enum(TAX_REGIMES),
  regimeSource: z.enum(REGIME_SOURCES),
  regimeReason: z.string().nullable(),
  window: taxYearWindowSchema,
  sections: z.array(taxSectionSchema),
  lines: z.array(declarationLineSchema),
  /** The year's salary projected as the monthly gross in force today × 12 (rupees). */
  projectedIncome: z.number(),
  comparison: z.object({ new: regimeTaxSchema, old: regimeTaxSchema }),
});
export type TaxYearView = z.infer<typeof taxYearViewSchema>;
