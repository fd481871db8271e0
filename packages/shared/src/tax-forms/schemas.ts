import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_MESSAGES } from '../exports.ts';
import {
  DECLARATION_STATUSES,
  DECLARED_AMOUNT_MAX,
  TAX_REASON_MAX,
  TAX_YEAR_MESSAGES,
  VERIFY_STATUSES,
} from '../tax-year/messages.ts';
import {
  PAN_PATTERN,
  PREVIOUS_STATUSES,
  TAN_PATTERN,
  TAX_FORMS_MESSAGES as M,
  TAX_QUARTERS,
} from './messages.ts';

const taxYear = z.coerce
  .number({ error: TAX_YEAR_MESSAGES.year })
  .int({ error: TAX_YEAR_MESSAGES.year })
  .min(2025, { error: TAX_YEAR_MESSAGES.year })
  .max(2100, { error: TAX_YEAR_MESSAGES.year });

const rupeeAmount = z
  .number({ error: TAX_YEAR_MESSAGES.amount })
  .min(0, { error: TAX_YEAR_MESSAGES.amount })
  .max(DECLARED_AMOUNT_MAX, { error: TAX_YEAR_MESSAGES.amount })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: TAX_YEAR_MESSAGES.amount,
  });

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const pan = (message: string) =>
  z.preprocess(
    (v) => upper(blankToNull(v)),
    z.string({ error: message }).regex(PAN_PATTERN, { error: message }).nullable(),
  );
const tan = z.preprocess(
  (v) => upper(blankToNull(v)),
  z.string({ error: M.tan }).regex(TAN_PATTERN, { error: M.tan }).nullable(),
);
const name = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(120, { error: message });
const reason = z.string().trim().max(TAX_REASON_MAX, { error: TAX_YEAR_MESSAGES.reasonTooLong }).optional();

export const taxFormsYearQuerySchema = z.object({ year: taxYear.optional() });
export const taxFormsPersonParamsSchema = z.object({ id: z.string() });

/** PUT /tax-year/me/rent: the monthly rent (0 removes the declaration), the city, the landlord. */
export const rentBodySchema = z.object({
  year: taxYear,
  monthlyRent: rupeeAmount,
  city: z
    .string({ error: M.city })
    .trim()
    .min(2, { error: M.city })
    .max(40, { error: M.city })
    .transform((c) => c.toUpperCase()),
  landlordName: z.preprocess(blankToNull, name(M.landlordName).nullable()).optional(),
  landlordPan: pan(M.landlordPan).optional(),
});
export type RentBody = z.infer<typeof rentBodySchema>;

/** PUT /tax-year/me/previous-employment: this tax year's salary and TDS from an earlier employer. */
export const previousBodySchema = z
  .object({
    year: taxYear,
    employerName: name(M.employerName),
    employerTan: tan.optional(),
    gross: rupeeAmount,
    tds: rupeeAmount,
  })
  .refine((body) => body.tds <= body.gross, { error: M.tdsAboveGross, path: ['tds'] });
export type PreviousBody = z.infer<typeof previousBodySchema>;

/** HR or Admin verify the rent (in part: the accepted monthly rent) or the previous employment. */
export const verifyRentBodySchema = z
  .object({
    year: taxYear,
    status: z.enum(VERIFY_STATUSES, { error: TAX_YEAR_MESSAGES.section }),
    verifiedAmount: rupeeAmount.optional(),
    reason,
  })
  .superRefine((body, ctx) => {
    if (body.status === 'partly' && body.verifiedAmount === undefined)
      ctx.addIssue({ code: 'custom', message: TAX_YEAR_MESSAGES.partlyAmount, path: ['verifiedAmount'] });
    if (body.status !== 'accepted' && !body.reason)
      ctx.addIssue({ code: 'custom', message: TAX_YEAR_MESSAGES.reasonRequired, path: ['reason'] });
  });
export type VerifyRentBody = z.infer<typeof verifyRentBodySchema>;
export const verifyPreviousBodySchema = z
  .object({
    year: taxYear,
    status: z.enum(['accepted', 'rejected'], { error: TAX_YEAR_MESSAGES.section }),
    reason,
  })
  .refine((body) => body.status === 'accepted' || Boolean(body.reason), {
    error: TAX_YEAR_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type VerifyPreviousBody = z.infer<typeof verifyPreviousBodySchema>;

/** The employer as the certificate and the quarterly statement name it (Admin). */
export const deductorSchema = z.object({
  tan: tan,
  pan: pan(M.pan),
  responsiblePerson: z.preprocess(blankToNull, name(M.responsible).nullable()),
});
export type Deductor = z.infer<typeof deductorSchema>;
/** The answer: plain strings (a response schema takes no preprocessing). */
export const deductorViewSchema = z.object({
  tan: z.string().nullable(),
  pan: z.string().nullable(),
  responsiblePerson: z.string().nullable(),
});

export const hraViewSchema = z.object({
  /** The monthly Basic + DA and HRA of the structure in force today (rupees). */
  basicDa: z.number(),
  hra: z.number(),
  metro: z.boolean(),
  /** Counted monthly rent (declared, or verified), rupees. */
  countedRent: z.number(),
  monthlyExempt: z.number(),
  yearExempt: z.number(),
  note: z.string().nullable(),
});

export const rentViewSchema = z.object({
  monthlyRent: z.number(),
  city: z.string(),
  landlordName: z.string().nullable(),
  /** Masked in answers (docs/privacy.md). */
  landlordPan: z.string().nullable(),
  status: z.enum(DECLARATION_STATUSES),
  verified: z.number().nullable(),
  reason: z.string().nullable(),
  landlordPanNeeded: z.boolean(),
});

export const previousViewSchema = z.object({
  employerName: z.string(),
  employerTan: z.string().nullable(),
  gross: z.number(),
  tds: z.number(),
  status: z.enum(PREVIOUS_STATUSES),
  reason: z.string().nullable(),
});

/** GET /tax-year/me/extras: the rent and its HRA exemption, the earlier employer, the cities of the year. */
export const taxExtrasSchema = z.object({
  personId: z.string(),
  year: z.number(),
  rent: rentViewSchema.nullable(),
  hra: hraViewSchema.nullable(),
  previous: previousViewSchema.nullable(),
  cities: z.array(z.object({ code: z.string(), name: z.string(), metro: z.boolean() })),
  hraSection: z.object({ act2025: z.string(), act1961: z.string() }),
  /** Finalised payslips in the year: the certificate can be downloaded. */
  certificateReady: z.boolean(),
});
export type TaxExtras = z.infer<typeof taxExtrasSchema>;

export const form138QuerySchema = z.object({
  year: taxYear,
  quarter: z.coerce.number({ error: M.quarter }).pipe(
    z.union(
      TAX_QUARTERS.map((q) => z.literal(q)),
      { error: M.quarter },
    ),
  ),
});
export const form138ExportQuerySchema = form138QuerySchema.extend({
  format: z.enum(EXPORT_FORMATS, EXPORT_MESSAGES.invalidFormat),
});

/** One deductee row of the quarter (PAN masked here; whole in the export file for filing). */
export const form138RowSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  pan: z.string().nullable(),
  panStatus: z.enum(['valid', 'missing', 'invalid']),
  month: z.string(),
  paidOn: z.string(),
  amountPaid: z.number(),
  tds: z.number(),
});
export const form138Schema = z.object({
  year: z.number(),
  quarter: z.number(),
  label: z.string(),
  form: z.string(),
  rows: z.array(form138RowSchema),
  totals: z.object({ amountPaid: z.number(), tds: z.number() }),
  /** Deductees without a valid PAN: named before the export, with the rule that then applies. */
  panProblems: z.array(z.string()),
  panRule: z.string(),
});
export type Form138 = z.infer<typeof form138Schema>;

export const lwfReturnQuerySchema = z.object({
  year: z.coerce.number({ error: TAX_YEAR_MESSAGES.year }).int().min(2024).max(2100),
  half: z.coerce.number({ error: M.half }).pipe(z.union([z.literal(1), z.literal(2)], { error: M.half })),
  state: z.string({ error: M.state }).regex(/^[A-Z]{2}$/, { error: M.state }),
  format: z.enum(EXPORT_FORMATS, EXPORT_MESSAGES.invalidFormat),
});

/** GET {area}/tax-year/register: a tax year's register, or one month of it (1-12; absent: the whole year). */
export const taxRegisterQuerySchema = z.object({
  year: taxYear,
  month: z.coerce
    .number({ error: M.month })
    .int({ error: M.month })
    .min(1, { error: M.month })
    .max(12, { error: M.month })
    .optional(),
});
export const taxRegisterExportQuerySchema = taxRegisterQuerySchema.extend({
  format: z.enum(EXPORT_FORMATS, EXPORT_MESSAGES.invalidFormat),
});

/**
 * One person's line of the tax register (rupees): the period's gross and TDS; the year to the period's end as
 * the certificate counts it (exemptions and deductions, taxable income, tax); TDS month by month, April first.
 */
export const taxRegisterRowSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  pan: z.string().nullable(),
  regime: z.enum(['new', 'old']),
  gross: z.number(),
  tds: z.number(),
  grossToDate: z.number(),
  exemptions: z.number(),
  taxable: z.number(),
  tax: z.number(),
  tdsToDate: z.number(),
  /** Twelve amounts, April to March; 0 for a month without a finalised slip or after the period. */
  tdsByMonth: z.array(z.number()),
});
export type TaxRegisterRow = z.infer<typeof taxRegisterRowSchema>;

export const taxRegisterSchema = z.object({
  year: z.number().int(),
  /** '2026-27' */
  label: z.string(),
  month: z.number().int().nullable(),
  /** 'November 2026' or 'Tax year 2026-27' */
  period: z.string(),
  rows: z.array(taxRegisterRowSchema),
  totals: z.object({ gross: z.number(), tds: z.number(), tdsToDate: z.number() }),
});
export type TaxRegister = z.infer<typeof taxRegisterSchema>;

/** POST {area}/tax-forms/form130/bulk: every certificate of a tax year in the background; mail: tell each person. */
export const form130BulkBodySchema = z.object({ year: taxYear, mail: z.boolean().optional() });
export const form130BulkParamsSchema = z.object({ id: z.string() });

export const FORM130_BULK_STATUSES = ['running', 'finished', 'failed'] as const;

/** A bulk run's progress: done of total, each person whose certificate failed and why, the ZIP once finished. */
export const form130BulkSchema = z.object({
  id: z.string(),
  year: z.number(),
  label: z.string(),
  status: z.enum(FORM130_BULK_STATUSES),
  done: z.number(),
  total: z.number(),
  mail: z.boolean(),
  failures: z.array(
    z.object({
      personId: z.string(),
      employeeId: z.string(),
      name: z.string(),
      reason: z.string(),
    }),
  ),
  /** A short-lived signed link to the ZIP (one PDF per person, named by employee code); null until finished. */
  zipUrl: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Form130Bulk = z.infer<typeof form130BulkSchema>;
