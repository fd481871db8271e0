import type { FastifyPluginAsync } from 'fastify';
import { MAIL_CONTRACT } from '@hrms/shared/mail/contract';
import { callerOf } from '../../plugins/auth.ts';
import { ownIdOf, registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { MailService } from './mail.service.ts';

/** Mail preferences and the Admin's failures list: paths, schemas and access in packages/shared/src/mail/. */
export const mailRoutes: FastifyPluginAsync<{ mail: MailService }> = async (app, { mail }) =>
  registerEndpoints(app, 'mail', MAIL_CONTRACT, {
    preferences: async (request) => mail.preferences(ownIdOf(request)),
    updatePreferences: async (request) => mail.updatePreferences(callerOf(request), request.body),
    failures: async () => mail.failures(),
  });
