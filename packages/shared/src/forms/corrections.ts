import { z } from 'zod';
import { MANUAL_MARK_API_STATUSES } from '../attendance/constants.ts';
import {
  checkCorrectionBody,
  correctionRequestBodySchema,
  correctionTimeSchema,
} from '../attendance/corrections.ts';
import { CORRECTION_MESSAGES } from '../attendance/corrections-messages.ts';

/** An empty field means "not asked about" (undefined in the body). */
const blankOr = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal(''), schema]).transform((value) => (value === '' ? undefined : value));

/** Request correction: the form's empty fields become absent ones; the same rules as the server's body. */
export const correctionFormSchema = z
  .object({
    date: z.string().min(1, CORRECTION_MESSAGES.dateRequired),
    checkIn: blankOr(correctionTimeSchema),
    checkOut: blankOr(correctionTimeSchema),
    status: blankOr(z.enum(MANUAL_MARK_API_STATUSES)),
    reason: correctionRequestBodySchema.shape.reason,
  })
  .superRefine(checkCorrectionBody);
