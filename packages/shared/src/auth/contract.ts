import { loginRequestSchema, loginResponseSchema, sessionUserSchema } from '../auth.ts';
import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { AUTH_ENDPOINTS } from './endpoints.ts';

export const AUTH_CONTRACT = defineContract(AUTH_ENDPOINTS, {
  login: {
    summary: 'Sign in with e-mail and password',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [400, 401, 429],
    access: 'public',
  },
  me: {
    summary: 'The signed-in user',
    response: sessionUserSchema,
    errors: [401],
    access: { roles: ANY_ROLE },
  },
});
