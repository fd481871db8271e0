import type { MatrixRow } from './authorization-matrix.ts';

/** Rows of the authorisation matrix for the income-tax estimate (issue 21): any signed-in person. */
export const TAX_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/payroll/tax-estimate',
    query: { income: '1285000', regime: 'new' },
    expect: '401 ok ok ok ok ok ok',
  },
];
