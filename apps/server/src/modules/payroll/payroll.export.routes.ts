import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { salaryExportQuerySchema, type Role } from '@hrms/shared';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import { ADMIN_ONLY, ANY_ROLE, type Access } from '../../plugins/access.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import { salaryExportName, salaryExportTable } from './payroll.export.ts';
import type { PayrollService } from './payroll.service.ts';

const errors = errorResponses(400, 401, 403);
const response = { 200: z.any().describe('CSV (UTF-8 with BOM) or XLSX file'), ...errors };

/** The three own-history paths mirror the list routes, with the same access rules. */
const OWN_AREAS: Array<{ prefix: string; param: string; access: Access }> = [
  {
    prefix: '/api/employees',
    param: 'id',
    access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: ADMIN_ONLY },
  },
  {
    prefix: '/api/admin',
    param: 'userId',
    access: { roles: ADMIN_ONLY, ownParam: 'userId', othersAllowedFor: ADMIN_ONLY },
  },
  { prefix: '/api/hr', param: 'userId', access: { roles: ['HR'] as readonly Role[], ownParam: 'userId' } },
];

/** Salary history downloads (CSV / XLSX) for the filtered view: docs/exports.md. */
export const payrollExportRoutes: FastifyPluginAsyncZod<{ payroll: PayrollService }> = async (
  app,
  { payroll },
) => {
  app.get(
    '/api/admin/salaries/export',
    {
      config: { access: { roles: ADMIN_ONLY } },
      schema: {
        tags: ['payroll'],
        summary: "Everyone's salary history as CSV or XLSX (?format=csv|xlsx&month=October&year=2026)",
        querystring: salaryExportQuerySchema,
        response,
      },
    },
    async (request, reply) => {
      const { format, month = '', year = '' } = request.query;
      const { rows, timeZone } = await payroll.historyForExport(callerOf(request), null, { month, year });
      const file = await renderExport(
        salaryExportTable(rows, timeZone, true),
        format,
        salaryExportName('all', { month, year }),
      );
      return sendExport(reply, file);
    },
  );

  for (const area of OWN_AREAS) {
    app.get(
      `${area.prefix}/:${area.param}/salaries/export`,
      {
        config: { access: area.access },
        schema: {
          tags: ['payroll'],
          summary: 'Own salary history as CSV or XLSX (?format=csv|xlsx&month=October&year=2026)',
          params: z.object({ [area.param]: z.uuid('Employee not found.') }),
          querystring: salaryExportQuerySchema,
          response,
        },
      },
      async (request, reply) => {
        const { format, month = '', year = '' } = request.query;
        const userId = (request.params as Record<string, string>)[area.param]!;
        const { rows, timeZone } = await payroll.historyForExport(callerOf(request), userId, {
          month,
          year,
        });
        const file = await renderExport(
          salaryExportTable(rows, timeZone, false),
          format,
          salaryExportName('mine', { month, year }),
        );
        return sendExport(reply, file);
      },
    );
  }
};
