import { STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { IMPORT_ENDPOINTS } from './endpoints.ts';
import {
  importKindParamsSchema,
  importResultSchema,
  importRunQuerySchema,
  importTemplateQuerySchema,
} from './schemas.ts';

const tags = ['imports'] as const;

export const IMPORT_CONTRACT = defineContract(IMPORT_ENDPOINTS, {
  template: {
    summary: 'The import template of a kind: header row and one example row (?format=xlsx|csv)',
    tags,
    params: importKindParamsSchema,
    query: importTemplateQuerySchema,
    response: 'bytes',
    errors: [400, 401, 403],
    access: { roles: STAFF_ROLES },
  },
  run: {
    summary:
      'Import a CSV or XLSX file (the request body, at most 5 MB and 10,000 rows): ?dryRun=true checks every row and writes nothing; false writes all rows or none',
    tags,
    params: importKindParamsSchema,
    query: importRunQuerySchema,
    response: importResultSchema,
    errors: [400, 401, 403, 409, 413, 415],
    access: { roles: STAFF_ROLES },
  },
});
