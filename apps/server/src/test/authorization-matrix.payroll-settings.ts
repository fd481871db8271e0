import { DEFAULT_PAYROLL_SETTINGS } from '@hrms/shared';
import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for payroll settings, payroll profiles and salary revisions (issue 21):
 * the Admin alone changes settings and revisions; a person reads their own profile and revisions (HR only
 * its own revisions: salary figures are the Admin's, spec section 6). Issue 40: HR reads and keeps anyone's
 * payroll profile (PAN, UAN, bank, gender, work state; masked) from the person page, an Admin's excepted.
 */
const P = { id: 'person' } as const;

export const PAYROLL_SETTINGS_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/settings/payroll', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/settings/payroll',
    body: () => ({ ...DEFAULT_PAYROLL_SETTINGS, organisation: { name: 'Matrix Org', address: '' } }),
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/employees/:id/payroll-profile', params: P, expect: '401 ok 403 ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/employees/:id/payroll-profile',
    params: P,
    body: () => ({
      pan: 'ABCDE1234F',
      uan: '100200300400',
      esiNumber: null,
      workState: 'MH',
      gender: 'female',
      bankAccount: '123456784321',
      ifsc: 'HDFC0001234',
      taxRegime: 'new',
      pfOnFullWages: false,
    }),
    expect: '401 403 403 ok ok ok ok',
  },
  {
    method: 'GET',
    path: '/api/employees/:id/salary-revisions',
    params: P,
    expect: '401 ok 403 ok 403 ok ok',
  },
  {
    method: 'POST',
    path: '/api/employees/:id/salary-revisions',
    params: P,
    body: (c) => ({ effectiveFrom: c.freeFutureDate, monthlyGross: 30_000, override: null }),
    expect: '401 403 403 403 403 ok ok',
  },
];
