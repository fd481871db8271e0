import type { FastifyPluginAsync } from 'fastify';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MAX_BYTES,
  LEAVE_BALANCE_IMPORT_COLUMNS,
  LEAVE_BALANCE_IMPORT_EXAMPLE,
  PEOPLE_IMPORT_COLUMNS,
  PEOPLE_IMPORT_EXAMPLE,
  YEAR_TO_DATE_IMPORT_COLUMNS,
  YEAR_TO_DATE_IMPORT_EXAMPLE,
  type ImportKind,
} from '@hrms/shared';
import { IMPORT_CONTRACT } from '@hrms/shared/imports/contract';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { LeaveBalancesImportService } from './leave-balances-import.service.ts';
import type { PeopleImportService } from './people-import.service.ts';
import type { YearToDateImportService } from './year-to-date-import.service.ts';

export interface ImportRoutesOptions {
  people: PeopleImportService;
  leaveBalances: LeaveBalancesImportService;
  yearToDate: YearToDateImportService;
}

/** Each kind's template: its title, header row and one example row. */
const TEMPLATES: Record<
  ImportKind,
  { title: string; columns: readonly string[]; example: Record<string, string> }
> = {
  people: { title: 'People', columns: PEOPLE_IMPORT_COLUMNS, example: PEOPLE_IMPORT_EXAMPLE },
  'leave-balances': {
    title: 'Leave balances',
    columns: LEAVE_BALANCE_IMPORT_COLUMNS,
    example: LEAVE_BALANCE_IMPORT_EXAMPLE,
  },
  'year-to-date': {
    title: 'Year to date',
    columns: YEAR_TO_DATE_IMPORT_COLUMNS,
    example: YEAR_TO_DATE_IMPORT_EXAMPLE,
  },
};

/**
 * Bulk import (issue 43): the file is the request body (CSV or XLSX, at most 5 MB; its type is decided
 * by its bytes). The raw-body parsers live in this plugin's scope only, so no other route takes them.
 */
export const importRoutes: FastifyPluginAsync<ImportRoutesOptions> = async (app, kinds) => {
  const services = {
    people: kinds.people,
    'leave-balances': kinds.leaveBalances,
    'year-to-date': kinds.yearToDate,
  };
  app.addContentTypeParser(
    [IMPORT_CONTENT_TYPES.csv, IMPORT_CONTENT_TYPES.xlsx, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  registerEndpoints(app, 'imports', IMPORT_CONTRACT, {
    template: async (request, reply) => {
      const template = TEMPLATES[request.params.kind];
      const file = await renderExport(
        {
          title: template.title,
          columns: template.columns.map((header) => ({ header, kind: 'text' as const, width: 18 })),
          rows: [template.columns.map((column) => template.example[column] ?? '')],
        },
        request.query.format,
        `${request.params.kind}-import-template`,
      );
      return sendExport(reply, file);
    },
    run: async (request) =>
      services[request.params.kind].run(callerOf(request), request.body, request.query.dryRun === 'true'),
  });
};
