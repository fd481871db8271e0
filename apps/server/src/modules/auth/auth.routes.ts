import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AUTH_CONTRACT } from '@hrms/shared/auth/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { PasswordResetService } from '../people/index.ts';
import { presentSessionUser, type AuthService, type SignInClient } from './auth.service.ts';
import type { SessionsService } from './sessions.service.ts';

const clientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Signing in, the session and the forgotten password: paths, schemas and access in packages/shared/src/auth/.
 * Changing one's password is an account change served under /auth by the people table
 * (modules/people/people.routes.ts); the reset link's rules live beside it (people/password-reset.service.ts).
 */
export const authRoutes: FastifyPluginAsync<{
  auth: AuthService;
  passwordReset: PasswordResetService;
  sessions: SessionsService;
}> = async (app, { auth, passwordReset, sessions }) =>
  registerEndpoints(app, 'auth', AUTH_CONTRACT, {
    login: async (request) => auth.login(request.body.email, request.body.password, clientOf(request)),
    loginTwoStep: async (request) =>
      auth.loginTwoStep(request.body.challenge, request.body.code, clientOf(request)),
    me: async (request) => presentSessionUser(callerOf(request)),
    logout: async (request) => sessions.signOut(callerOf(request)),
    forgotPassword: async (request) => passwordReset.requestLink(request.body, request.ip),
    resetPassword: async (request) => passwordReset.resetPassword(request.body, request.ip),
  });
