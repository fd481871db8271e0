import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyLeaveBodySchema,
  leaveIdParamsSchema,
  leaveRequestListSchema,
  leaveRequestSchema,
  rejectLeaveBodySchema,
  type Role,
} from '@hrms/shared';
import { ANY_ROLE } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { LeaveService } from './leave.service.ts';

const ownParams = z.object({ id: z.string() });
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Spec section 7 names the approvers' calls under two prefixes; each prefix is open to its own
 * role and both reach the same service methods through this one definition.
 */
const APPROVER_PREFIXES: readonly { prefix: string; roles: readonly Role[] }[] = [
  { prefix: '/api/admin', roles: ['Admin'] },
  { prefix: '/api/hr', roles: ['HR'] },
];

function registerApproverRoutes(
  app: FastifyInstance,
  leave: LeaveService,
  prefix: string,
  roles: readonly Role[],
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leave'];

  typed.get(
    `${prefix}/leave-requests`,
    {
      config: { access: { roles } },
      schema: {
        tags,
        summary: 'Every pending request, then those decided in the last 30 days',
        response: { 200: leaveRequestListSchema, ...errors },
      },
    },
    async () => leave.listForApprovers(),
  );

  typed.put(
    `${prefix}/leave-requests/:id/approve`,
    {
      config: { access: { roles } },
      schema: {
        tags,
        summary: 'Approve a pending request (writes attendance)',
        params: leaveIdParamsSchema,
        response: { 200: leaveRequestSchema, ...errors },
      },
    },
    async (request) => leave.approve(callerOf(request), request.params.id),
  );

  typed.put(
    `${prefix}/leave-requests/:id/reject`,
    {
      config: { access: { roles } },
      schema: {
        tags,
        summary: 'Reject a pending request with a reason',
        params: leaveIdParamsSchema,
        body: rejectLeaveBodySchema,
        response: { 200: leaveRequestSchema, ...errors },
      },
    },
    async (request) => leave.reject(callerOf(request), request.params.id, request.body.rejectionReason),
  );
}

export const leaveRoutes: FastifyPluginAsyncZod<{ leave: LeaveService }> = async (app, { leave }) => {
  app.get(
    '/api/employees/:id/leaves',
    {
      config: { access: { roles: ANY_ROLE, ownParam: 'id' } },
      schema: {
        tags: ['leave'],
        summary: 'My leave requests, newest first',
        params: ownParams,
        response: { 200: leaveRequestListSchema, ...errors },
      },
    },
    async (request) => leave.listOwn(callerOf(request).id),
  );

  app.post(
    '/api/employees/:id/leaves',
    {
      config: { access: { roles: ANY_ROLE, ownParam: 'id' } },
      schema: {
        tags: ['leave'],
        summary: 'Apply for leave (for myself)',
        params: ownParams,
        body: applyLeaveBodySchema,
        response: { 201: leaveRequestSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await leave.apply(callerOf(request), request.body)),
  );

  for (const { prefix, roles } of APPROVER_PREFIXES) registerApproverRoutes(app, leave, prefix, roles);
};
