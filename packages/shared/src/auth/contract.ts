import { loginAnswerSchema, loginRequestSchema, loginResponseSchema, sessionUserSchema } from '../auth.ts';
import { twoStepLoginBodySchema } from '../two-step/schemas.ts';
import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { AUTH_ENDPOINTS } from './endpoints.ts';
import {
  forgotPasswordBodySchema,
  passwordResetAnswerSchema,
  resetForgottenPasswordBodySchema,
} from './password-reset.ts';

export const AUTH_CONTRACT = defineContract(AUTH_ENDPOINTS, {
  login: {
    summary: 'Sign in with e-mail and password',
    body: loginRequestSchema,
    response: loginAnswerSchema,
    errors: [400, 401, 429],
    access: 'public',
  },
  loginTwoStep: {
    summary: "Sign in's second step for a person with two-step sign-in: the login's challenge and a code",
    body: twoStepLoginBodySchema,
    response: loginResponseSchema,
    errors: [400, 401, 429],
    access: 'public',
  },
  me: {
    summary: 'The signed-in user',
    response: sessionUserSchema,
    errors: [401],
    access: { roles: ANY_ROLE, duringTwoStepSetup: true },
  },
  logout: {
    summary:
      "Sign out: the caller's own session ends at once (its token stops working, its sockets close); others stay",
    response: passwordResetAnswerSchema,
    errors: [401],
    access: { roles: ANY_ROLE, duringTwoStepSetup: true },
  },
  forgotPassword: {
    summary:
      'Ask for a password reset link by e-mail; the same answer whether or not the address has an account',
    body: forgotPasswordBodySchema,
    response: passwordResetAnswerSchema,
    errors: [400, 429],
    access: 'public',
  },
  resetPassword: {
    summary: "Set a new password with a reset link's token (single use, 30 minutes); ends every session",
    body: resetForgottenPasswordBodySchema,
    response: passwordResetAnswerSchema,
    errors: [400, 429],
    access: 'public',
  },
});
