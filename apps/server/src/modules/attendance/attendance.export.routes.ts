import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TREND_MONTHS_DEFAULT,
  attendanceTrendsQuerySchema,
  attendanceTrendsSchema,
  errorResponseSchema,
  sheetExportQuerySchema,
} from '@hrms/shared';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { sheetExportTable } from './attendance.export.ts';
import type { AttendanceService } from './attendance.service.ts';

/** GET /api/admin/attendance-sheet/export: the sheet's filtered view as CSV or XLSX (docs/exports.md). */
export const attendanceExportRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (
  app,
  { attendance },
) => {
  app.get(
    '/api/admin/attendance-sheet/export',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['attendance'],
        summary: 'Attendance sheet as CSV or XLSX (?format=csv|xlsx&month=YYYY-MM&search=)',
        querystring: sheetExportQuerySchema,
        response: {
          200: z.any().describe('CSV (UTF-8 with BOM) or XLSX file'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { format, month, search = '' } = request.query;
      // The same service call as the on-screen sheet, so the file and the grid never disagree.
      const sheet = await attendance.sheet(month);
      const file = await renderExport(
        sheetExportTable(sheet, search),
        format,
        `attendance-sheet-${sheet.month}`,
      );
      return sendExport(reply, file);
    },
  );
};

/** GET /api/admin/attendance/trends?months=6: the Admin Home's trend chart (set-based, one query). */
export const attendanceTrendsRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (
  app,
  { attendance },
) => {
  app.get(
    '/api/admin/attendance/trends',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['attendance'],
        summary: 'Present rate and leave days per month, last months up to today (?months=6)',
        querystring: attendanceTrendsQuerySchema,
        response: {
          200: attendanceTrendsSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => attendance.trends(request.query.months ?? TREND_MONTHS_DEFAULT),
  );
};
