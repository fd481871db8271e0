import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { placeholdersIn } from './letter-defaults.ts';
import {
  CHECKLIST_ITEMS_MAX,
  DUE_DAYS_MAX,
  EXTENSION_MONTHS_MAX,
  LETTER_BODY_MAX,
  LETTER_PLACEHOLDERS,
  LIFECYCLE_LETTER_KINDS,
  LIFECYCLE_MESSAGES as M,
  LIFECYCLE_REASON_MAX,
  ONBOARDING_OWNERS,
  PROBATION_MONTHS_MAX,
} from './messages.ts';

const day = z
  .string({ error: M.invalidDate })
  .refine((value) => isBusinessDate(value) && value >= '2000-01-01' && value <= '2100-12-31', {
    error: M.invalidDate,
  });
const months = z.number({ error: M.months }).int({ error: M.months }).min(0, { error: M.months });
const reason = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, { error: M.reasonRequired })
  .max(LIFECYCLE_REASON_MAX, { error: M.reasonTooLong });

export const lifecyclePersonParamsSchema = z.object({ id: z.string() });
export const letterKindParamsSchema = z.object({ kind: z.enum(LIFECYCLE_LETTER_KINDS) });
export const issueLetterParamsSchema = z.object({ id: z.string(), kind: z.enum(LIFECYCLE_LETTER_KINDS) });

export const checklistItemSchema = z.object({
  title: z
    .string({ error: M.itemTitle })
    .trim()
    .min(1, { error: M.itemTitle })
    .max(200, { error: M.itemTitle }),
  owner: z.enum(ONBOARDING_OWNERS, { error: M.owner }),
  dueDays: z
    .number({ error: M.dueDays })
    .int({ error: M.dueDays })
    .min(0, { error: M.dueDays })
    .max(DUE_DAYS_MAX, { error: M.dueDays }),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** The organisation's lifecycle settings: probation off (null) and an empty checklist on a fresh install. */
export const lifecycleSettingsSchema = z.object({
  probationMonths: months.max(PROBATION_MONTHS_MAX, { error: M.months }).nullable(),
  checklist: z.array(checklistItemSchema).max(CHECKLIST_ITEMS_MAX, { error: M.tooManyItems }),
});
export type LifecycleSettings = z.infer<typeof lifecycleSettingsSchema>;

const ref = z.object({ id: z.string(), name: z.string() });
export const PROBATION_STATUSES = ['On probation', 'Extended', 'Confirmed'] as const;
export const probationSchema = z.object({
  personId: z.string(),
  name: z.string(),
  employeeId: z.string(),
  joinedOn: z.string(),
  /** The person's own length, or null when the organisation's default applies. */
  overrideMonths: z.number().int().nullable(),
  months: z.number().int().nullable(),
  endsOn: z.string().nullable(),
  reminderOn: z.string().nullable(),
  status: z.enum(PROBATION_STATUSES),
  confirmedOn: z.string().nullable(),
  extensionReason: z.string().nullable(),
  manager: ref.nullable(),
});
export type Probation = z.infer<typeof probationSchema>;
export const probationListSchema = z.array(probationSchema);

export const probationOverrideBodySchema = z.object({
  months: months.max(PROBATION_MONTHS_MAX, { error: M.months }).nullable(),
});
export const confirmProbationBodySchema = z.object({ confirmedOn: day.optional() });
export const extendProbationBodySchema = z.object({
  months: z
    .number({ error: M.extensionMonths })
    .int({ error: M.extensionMonths })
    .min(1, { error: M.extensionMonths })
    .max(EXTENSION_MONTHS_MAX, { error: M.extensionMonths }),
  reason,
});

/** Text with only known placeholders; an unknown one is named in the 400. */
const letterText = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(max, { error })
    .superRefine((text, ctx) => {
      const unknown = placeholdersIn(text).filter((name) => !(name in LETTER_PLACEHOLDERS));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: M.unknownPlaceholder(unknown) });
    });
export const letterTemplateBodySchema = z.object({
  title: letterText(120, M.letterTitle),
  body: letterText(LETTER_BODY_MAX, M.letterBody),
});
export const letterTemplateSchema = z.object({
  kind: z.enum(LIFECYCLE_LETTER_KINDS),
  label: z.string(),
  title: z.string(),
  body: z.string(),
  /** False while the built-in text is in use. */
  edited: z.boolean(),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;
export const letterTemplateListSchema = z.array(letterTemplateSchema);
export const letterPreviewBodySchema = letterTemplateBodySchema.extend({ personId: z.string() });

export const personLetterSchema = z.object({
  id: z.string(),
  kind: z.enum(LIFECYCLE_LETTER_KINDS),
  title: z.string(),
  issuedOn: z.string(),
  /** A short-lived signed link to the PDF. */
  url: z.string(),
});
export type PersonLetter = z.infer<typeof personLetterSchema>;
export const personLetterListSchema = z.array(personLetterSchema);

export const onboardingItemSchema = z.object({
  taskId: z.string(),
  title: z.string(),
  dueOn: z.string(),
  status: z.enum(['Pending', 'Completed']),
});
export type OnboardingItem = z.infer<typeof onboardingItemSchema>;
export const onboardingItemListSchema = z.array(onboardingItemSchema);
