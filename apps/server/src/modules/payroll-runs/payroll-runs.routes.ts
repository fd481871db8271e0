import type { FastifyPluginAsync } from 'fastify';
import { PAYROLL_RUN_MESSAGES as M } from '@hrms/shared';
import { PAYROLL_RUN_CONTRACT } from '@hrms/shared/payroll-runs/contract';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import { toCsv } from '../../lib/export/csv.ts';
import { unprocessable } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { PayrollRunsService } from './payroll-runs.service.ts';
import { registerTable } from './register-export.ts';
import {
  bankProblems,
  bankTransferTable,
  ecrText,
  esicTable,
  professionalTaxTable,
} from './statutory-files.ts';

const slug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

/** Payroll runs (issue 22): every route is the Admin's; schemas in packages/shared/src/payroll-runs/. */
export const payrollRunRoutes: FastifyPluginAsync<{ payrollRuns: PayrollRunsService }> = async (
  app,
  { payrollRuns },
) =>
  registerEndpoints(app, 'payrollRuns', PAYROLL_RUN_CONTRACT, {
    preview: async (request) => payrollRuns.preview(callerOf(request), request.body),
    status: async (request) => payrollRuns.status(callerOf(request), request.params.period),
    register: async (request, reply) => {
      const register = await payrollRuns.register(callerOf(request), request.params.period, request.query);
      const name = `payroll-register-${slug(register.month)}`;
      return sendExport(reply, await renderExport(registerTable(register), request.query.format, name));
    },
    reopen: async (request) =>
      payrollRuns.reopen(callerOf(request), request.params.period, request.body.reason),
    markPaid: async (request) => payrollRuns.markPaid(callerOf(request), request.params.period, request.body),
    bankFile: async (request, reply) => {
      const caller = callerOf(request);
      const { period, records } = await payrollRuns.finalised(caller, request.params.period);
      const problems = bankProblems(records);
      if (problems.length > 0) throw unprocessable(M.bankDetailsMissing(problems));
      const table = bankTransferTable(records, period.label);
      const total = records.reduce((sum, r) => sum + r.pay.netPaise, 0);
      const count = records.filter((r) => r.pay.netPaise > 0).length;
      await payrollRuns.audited(caller, period, 'bank-transfer');
      return sendExport(reply, {
        fileName: `bank-transfer-${slug(period.label)}-${count}-payments-${(total / 100).toFixed(2)}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(table),
      });
    },
    ecr: async (request, reply) => {
      const caller = callerOf(request);
      const { period, records } = await payrollRuns.finalised(caller, request.params.period);
      await payrollRuns.audited(caller, period, 'epfo-ecr');
      return sendExport(reply, {
        fileName: `epfo-ecr-${slug(period.label)}.txt`,
        contentType: 'text/plain; charset=utf-8',
        body: Buffer.from(ecrText(records, period.year, period.month), 'utf8'),
      });
    },
    esic: async (request, reply) => {
      const caller = callerOf(request);
      const { period, records } = await payrollRuns.finalised(caller, request.params.period);
      await payrollRuns.audited(caller, period, 'esic');
      return sendExport(reply, {
        fileName: `esic-contribution-${slug(period.label)}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(esicTable(records)),
      });
    },
    professionalTax: async (request, reply) => {
      const caller = callerOf(request);
      const { period, records } = await payrollRuns.finalised(caller, request.params.period);
      const table = professionalTaxTable(records, await payrollRuns.defaultPtState());
      await payrollRuns.audited(caller, period, 'professional-tax');
      return sendExport(reply, {
        fileName: `professional-tax-${slug(period.label)}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(table),
      });
    },
  });
