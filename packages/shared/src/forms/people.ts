import { z } from 'zod';
import { PEOPLE_MESSAGES, createEmployeeFieldsSchema, detailsFieldsSchema } from '../people/schemas.ts';

const required = z.string().trim().min(1, { error: PEOPLE_MESSAGES.formRequired });

/**
 * Add Employee: Name, Email and Password present first (the spec's one message for any of them), then
 * the create schema's own checks. Other fields pass through the first step untouched.
 */
export const createEmployeeFormSchema = z
  .looseObject({
    name: required,
    email: required,
    password: z.string().min(1, { error: PEOPLE_MESSAGES.formRequired }),
  })
  .pipe(createEmployeeFieldsSchema);

/** Additional information: the personal e-mail as typed; only blanks is no e-mail (nothing to save). */
export const detailsFormSchema = z.object({
  personalEmail: z
    .string()
    .transform((value): unknown => value.trim())
    .pipe(detailsFieldsSchema.shape.personalEmail),
});
