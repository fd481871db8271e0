import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';

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
