import type { MatrixRow } from './authorization-matrix.ts';

/** Rows of the authorisation matrix for files, employees, audit, accounts, details, payroll and exports (see authorization-matrix.ts for the columns). */
const P = { id: 'person' } as const;
const U = { userId: 'person' } as const;

// Columns of every `expect`: anon empSelf empOther hrSelf hrOther admSelf admOther
export const STAFF_ROWS: MatrixRow[] = [
  // files: the short-lived signed link is the capability (no bearer needed, by design)
  {
    method: 'GET',
    path: '/api/files/:token',
    params: { token: 'fileToken' },
    expect: 'ok ok ok ok ok ok ok',
  },

  // employees: HR lists and adds; Admin also updates, deletes and grants re-upload
  { method: 'GET', path: '/api/admin/employees', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/hr/employees', expect: '401 403 403 ok ok 403 403' },
  {
    method: 'POST',
    path: '/api/admin/employees',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({
      name: 'Matrix New',
      email: `new-${c.unique}@example.com`,
      password: 'long-enough-1',
      role: 'Employee',
      baseSalary: '1000',
    }),
  },
  {
    method: 'POST',
    path: '/api/hr/employees',
    expect: '401 403 403 ok ok 403 403',
    body: (c) => ({
      name: 'Matrix New',
      email: `new-${c.unique}@example.com`,
      password: 'long-enough-1',
      role: 'Employee',
      baseSalary: '1000',
    }),
  },
  {
    method: 'POST',
    path: '/api/hr/employees',
    variant: 'an HR account',
    // Four-eyes (issue 39): an HR account an HR person made could approve their leave; approver
    // accounts are the Admin's to create (docs/decisions.md).
    expect: '401 403 403 403 403 403 403',
    body: (c) => ({
      name: 'Matrix New HR',
      email: `new-hr-${c.unique}@example.com`,
      password: 'long-enough-1',
      role: 'HR',
      baseSalary: '1000',
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/employees/:id',
    params: P,
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ name: `Renamed ${c.unique}`, email: c.personEmail, role: 'Employee' }),
  },
  // Own id, credentials (issue 39): a stolen Admin token must not set the Admin's own password or e-mail (409;
  // "Change password" asks for the current one). Other fields of one's own record stay editable (row above).
  {
    method: 'PUT',
    path: '/api/admin/employees/:id',
    variant: 'own password',
    params: P,
    expect: '401 403 403 403 403 409 ok',
    body: (c) => ({
      name: `Renamed ${c.unique}`,
      email: c.personEmail,
      role: 'Employee',
      password: 'taken-over-1',
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/employees/:id',
    variant: 'own e-mail',
    params: P,
    expect: '401 403 403 403 403 409 ok',
    body: (c) => ({ name: `Renamed ${c.unique}`, email: `moved-${c.unique}@example.com`, role: 'Employee' }),
  },
  // An Admin cannot delete themself (400); someone else must.
  { method: 'DELETE', path: '/api/admin/employees/:id', params: P, expect: '401 403 403 403 403 400 ok' },

  // audit log and accounts (issue 9)
  { method: 'GET', path: '/api/audit', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/audit/actors', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    expect: '401 ok ok ok ok ok ok',
    // Always the caller's own password; no path id to point elsewhere.
    body: () => ({
      currentPassword: 'correct-horse-42',
      newPassword: 'a-new-password-9',
      confirmPassword: 'a-new-password-9',
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/employees/:id/reset-password',
    params: P,
    expect: '401 403 403 403 403 409 ok',
    // An Admin resetting their own password is refused (409, issue 39): change-password asks for the current one.
    body: () => ({ password: 'reset-by-admin-1' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/grant-reupload-access',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ employeeId: c.personId, field: 'resume' }),
  },

  // opening one document (audited): the Admin anyone's; HR anyone's, with a reason for identity documents
  {
    method: 'POST',
    path: '/api/admin/people/:id/documents/open',
    params: P,
    expect: '401 403 403 403 403 ok ok',
    body: () => ({ document: 'resume' }),
  },
  {
    method: 'POST',
    path: '/api/hr/people/:id/documents/open',
    params: P,
    expect: '401 403 403 ok ok 403 403',
    body: () => ({ document: 'resume' }),
  },

  // details page: the person themself; Admin and HR may read anyone's, only the person writes
  { method: 'GET', path: '/api/details/:id', params: P, expect: '401 ok 403 ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/details/:id',
    params: P,
    expect: '401 ok 403 ok 403 ok 403',
    body: (c) => ({ personalEmail: `personal-${c.unique}@example.org` }),
  },

  // payroll: Admin generates and sees everyone's; everyone sees their own
  {
    method: 'POST',
    path: '/api/admin/generate-salary',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ employeeIds: [c.personId], month: 'October 2026' }),
  },
  { method: 'GET', path: '/api/admin/salaries', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/employees/:id/salaries', params: P, expect: '401 ok 403 ok 403 ok ok' },
  { method: 'GET', path: '/api/admin/:userId/salaries', params: U, expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/hr/:userId/salaries', params: U, expect: '401 403 403 ok 403 403 403' },
  // payroll runs (issue 22): only the Admin. The world's September records are not finalised, so the
  // files and the reopen answer the Admin 404 (past the role check); finalised ones: payroll-runs tests.
  {
    method: 'POST',
    path: '/api/admin/payroll-runs/preview',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ employeeIds: [c.personId], month: 'October 2026' }),
  },
  {
    method: 'POST',
    path: '/api/admin/payroll-runs/:period/paid',
    params: { period: 'runPeriod' },
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ employeeIds: [c.personId], paidOn: c.today }),
  },
  {
    method: 'POST',
    path: '/api/admin/payroll-runs/:period/reopen',
    params: { period: 'runPeriod' },
    expect: '401 403 403 403 403 404 404',
    body: () => ({ reason: 'Attendance fix' }),
  },
  ...(['register', 'bank-transfer', 'epfo-ecr', 'esic', 'professional-tax'] as const).map((file) => ({
    method: 'GET' as const,
    path: `/api/admin/payroll-runs/:period/${file}`,
    params: { period: 'runPeriod' as const },
    ...(file === 'register' ? { query: { format: 'csv' } } : {}),
    expect: '401 403 403 403 403 404 404',
  })),
  // exports: the same rules as the lists they download (docs/exports.md)
  {
    method: 'GET',
    path: '/api/admin/salaries/export',
    query: { format: 'csv' },
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'GET',
    path: '/api/employees/:id/salaries/export',
    params: P,
    query: { format: 'xlsx' },
    expect: '401 ok 403 ok 403 ok ok',
  },
  {
    method: 'GET',
    path: '/api/admin/:userId/salaries/export',
    params: U,
    query: { format: 'csv' },
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'GET',
    path: '/api/hr/:userId/salaries/export',
    params: U,
    query: { format: 'csv' },
    expect: '401 403 403 ok 403 403 403',
  },
];
