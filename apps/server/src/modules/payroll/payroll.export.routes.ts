import type { SalaryExportQuery, SalaryFilter } from '@hrms/shared';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import { callerOf } from '../../plugins/auth.ts';
import { ownIdOf, type Handlers } from '../../plugins/register-endpoints.ts';
import { salaryExportName, salaryExportTable } from './payroll.export.ts';
import type { PayrollService } from './payroll.service.ts';

type ExportHandlers = Pick<Handlers<'payroll'>, 'exportAll' | 'exportOwn'>;

const filterOf = (query: SalaryExportQuery): SalaryFilter => ({
  month: query.month ?? '',
  year: query.year ?? '',
});

/** Salary history downloads (CSV / XLSX) for the filtered view, same rules as the lists: docs/exports.md. */
export function payrollExportHandlers(payroll: PayrollService): ExportHandlers {
  return {
    exportAll: async (request, reply) => {
      const filter = filterOf(request.query);
      const { rows, timeZone } = await payroll.historyForExport(callerOf(request), null, filter);
      const table = salaryExportTable(rows, timeZone, true);
      const file = await renderExport(table, request.query.format, salaryExportName('all', filter));
      return sendExport(reply, file);
    },
    exportOwn: async (request, reply) => {
      const filter = filterOf(request.query);
      const userId = ownIdOf(request);
      const { rows, timeZone } = await payroll.historyForExport(callerOf(request), userId, filter);
      const table = salaryExportTable(rows, timeZone, false);
      const file = await renderExport(table, request.query.format, salaryExportName('mine', filter));
      return sendExport(reply, file);
    },
  };
}
