import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';
import { twoStepChallengeSchema } from './two-step/schemas.ts';

const requiredText = z
  .string({ error: MESSAGES.loginEmpty })
  .refine((value) => value.trim().length > 0, { message: MESSAGES.loginEmpty });

export const loginRequestSchema = z.object({
  email: requiredText.pipe(z.string().max(254, { message: MESSAGES.invalidCredentials })),
  password: requiredText.pipe(z.string().max(1024, { message: MESSAGES.invalidCredentials })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES);

/** The signed-in user as the browser keeps it (spec section 3: id, name, email, role). */
export const sessionUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * What POST /api/auth/login answers: the spec's `{ token, user }` for a person without two-step sign-in
 * (with `twoStepSetupRequired` only when the organisation requires it of them and they have not set it up),
 * or a challenge for the code (POST /api/auth/login/two-step).
 */
export const loginAnswerSchema = z.union([
  loginResponseSchema.extend({ twoStepSetupRequired: z.literal(true).optional() }),
  twoStepChallengeSchema,
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
