import type { FastifyPluginAsync } from 'fastify';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MAX_BYTES,
  PEOPLE_IMPORT_COLUMNS,
  PEOPLE_IMPORT_EXAMPLE,
} from '@hrms/shared';
import { IMPORT_CONTRACT } from '@hrms/shared/imports/contract';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { PeopleImportService } from './people-import.service.ts';

export interface ImportRoutesOptions {
  people: PeopleImportService;
}

/**
 * Bulk import (issue 43): the file is the request body (CSV or XLSX, at most 5 MB; its type is decided
 * by its bytes). The raw-body parsers live in this plugin's scope only, so no other route takes them.
 */
export const importRoutes: FastifyPluginAsync<ImportRoutesOptions> = async (app, { people }) => {
  app.addContentTypeParser(
    [IMPORT_CONTENT_TYPES.csv, IMPORT_CONTENT_TYPES.xlsx, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  registerEndpoints(app, 'imports', IMPORT_CONTRACT, {
    template: async (request, reply) => {
      const file = await renderExport(
        {
          title: 'People',
          columns: PEOPLE_IMPORT_COLUMNS.map((header) => ({ header, kind: 'text' as const, width: 18 })),
          rows: [PEOPLE_IMPORT_COLUMNS.map((column) => PEOPLE_IMPORT_EXAMPLE[column])],
        },
        request.query.format,
        `${request.params.kind}-import-template`,
      );
      return sendExport(reply, file);
    },
    run: async (request) => people.run(callerOf(request), request.body, request.query.dryRun === 'true'),
  });
};
