import type { FastifyPluginAsync } from 'fastify';
import { AUTH_CONTRACT } from '@hrms/shared/auth/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import { presentSessionUser, type AuthService } from './auth.service.ts';

/**
 * Signing in and the session: paths, schemas and access in packages/shared/src/auth/. Changing one's
 * password is an account change served under /auth by the people table (modules/people/people.routes.ts).
 */
export const authRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) =>
  registerEndpoints(app, 'auth', AUTH_CONTRACT, {
    login: async (request) => auth.login(request.body.email, request.body.password, request.ip),
    me: async (request) => presentSessionUser(callerOf(request)),
  });
