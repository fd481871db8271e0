import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPasswordResponseSchema, resetPasswordSchema } from '@hrms/shared';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AccountsService } from './accounts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

// Changing one's own password is served with signing in (modules/auth/auth.routes.ts, the auth endpoint table).
export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.post(
    '/api/admin/employees/:id/reset-password',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['people'],
        summary: 'Admin sets a new password (typed, or generated and shown once); ends their sessions',
        params: z.object({ id: z.string() }),
        body: resetPasswordSchema,
        response: { 200: resetPasswordResponseSchema, ...errors },
      },
    },
    async (request) => accounts.resetPassword(callerOf(request), request.params.id, request.body),
  );
};
