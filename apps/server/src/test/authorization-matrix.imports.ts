import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for bulk import (issue 43): Admin and HR download the template and
 * import; a JSON body is no file, so staff past the role check get 415 (files are tested in modules/imports).
 */
export const IMPORT_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/imports/:kind/template',
    params: { kind: 'importKind' },
    expect: '401 403 403 ok ok ok ok',
  },
  {
    method: 'POST',
    path: '/api/imports/:kind',
    params: { kind: 'importKind' },
    query: { dryRun: 'true' },
    body: () => ({ file: 'none' }),
    expect: '401 403 403 415 415 415 415',
  },
];
