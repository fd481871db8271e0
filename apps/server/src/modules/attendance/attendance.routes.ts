import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allAttendanceQuerySchema,
  attendanceListSchema,
  attendanceRecordSchema,
  attendanceSheetResponseSchema,
  manualMarkRequestSchema,
  monthQuerySchema,
  monthStatsSchema,
  userAttendanceListSchema,
  type Role,
} from '@hrms/shared';
import { ADMIN_ONLY, ANY_ROLE } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { aliasedArraySerializerCompiler } from '../../plugins/aliased-array-serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { presentSheetForClients } from './attendance.presenter.ts';
import type { AttendanceService } from './attendance.service.ts';

const errors = errorResponses(400, 401, 403);
const writeErrors = { ...errors, ...errorResponses(404, 409, 422) };

/** The three personal areas of the spec: the path id must be the caller (ownParam). */
const PERSONAL_AREAS: Array<{ prefix: string; param: string; roles: readonly Role[] }> = [
  { prefix: '/api/employees', param: 'id', roles: ANY_ROLE },
  { prefix: '/api/admin', param: 'userId', roles: ADMIN_ONLY },
  { prefix: '/api/hr', param: 'userId', roles: ['HR'] },
];

/** Staff areas for all-user views and manual marking. */
const STAFF_AREAS: Array<{ prefix: string; roles: readonly Role[] }> = [
  { prefix: '/api/admin', roles: ADMIN_ONLY },
  { prefix: '/api/hr', roles: ['HR'] },
];

export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (
  app,
  { attendance },
) => {
  for (const area of PERSONAL_AREAS) {
    const params = z.object({ [area.param]: z.string() });
    const access = { roles: area.roles, ownParam: area.param };
    const tags = ['attendance'];

    app.post(
      `${area.prefix}/:${area.param}/punch-in`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Punch in (server time)',
          params,
          response: { 200: attendanceRecordSchema, ...writeErrors },
        },
      },
      async (request) => attendance.punchIn(callerOf(request)),
    );
    app.post(
      `${area.prefix}/:${area.param}/punch-out`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Punch out (server time)',
          params,
          response: { 200: attendanceRecordSchema, ...writeErrors },
        },
      },
      async (request) => attendance.punchOut(callerOf(request)),
    );
    app.get(
      `${area.prefix}/:${area.param}/attendance`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Own attendance, newest first',
          params,
          response: { 200: attendanceListSchema, ...errors },
        },
      },
      async (request) => attendance.ownRecords(callerOf(request).id),
    );
    app.get(
      `${area.prefix}/:${area.param}/attendance/stats`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Own month stats (?month=YYYY-MM, default current)',
          params,
          querystring: monthQuerySchema,
          response: { 200: monthStatsSchema, ...errors },
        },
      },
      async (request) => attendance.ownStats(callerOf(request).id, request.query.month),
    );
  }

  for (const area of STAFF_AREAS) {
    const access = { roles: area.roles };
    const tags = ['attendance'];
    app.get(
      `${area.prefix}/attendance/all`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Everyone, one month (?month=YYYY-MM, default current)',
          querystring: allAttendanceQuerySchema,
          response: { 200: userAttendanceListSchema, ...errors },
        },
      },
      async (request) => attendance.allRecords(request.query.month),
    );
    app.get(
      `${area.prefix}/attendance/today`,
      {
        config: { access },
        schema: { tags, summary: 'Everyone, today', response: { 200: userAttendanceListSchema, ...errors } },
      },
      async () => attendance.todayRecords(),
    );
    app.put(
      `${area.prefix}/attendance/manual-mark`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Set a status for a person and a date',
          body: manualMarkRequestSchema,
          response: { 200: attendanceRecordSchema, ...writeErrors },
        },
      },
      async (request) => attendance.manualMark(callerOf(request), request.body),
    );
  }

  app.get(
    '/api/admin/attendance-sheet',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['attendance'],
        summary: 'Everyone x every date of a month',
        querystring: monthQuerySchema,
        response: { 200: attendanceSheetResponseSchema, ...errors },
      },
      serializerCompiler: aliasedArraySerializerCompiler({ status: '200', key: 'rows', alias: 'sheet' }),
    },
    async (request) => presentSheetForClients(await attendance.sheet(request.query.month)),
  );
};
