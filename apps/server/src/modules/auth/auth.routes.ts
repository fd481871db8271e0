import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionUserSchema,
} from '@hrms/shared';
import { ANY_ROLE } from '../../plugins/access.ts';
import { callerOf } from '../../plugins/auth.ts';
import { presentSessionUser, type AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        security: [],
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: { roles: ANY_ROLE } },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: sessionUserSchema, 401: errorResponseSchema },
      },
    },
    async (request) => presentSessionUser(callerOf(request)),
  );
};
