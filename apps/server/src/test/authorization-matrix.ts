/**
 * The authorisation matrix: every /api route (method + path exactly as registered) against seven
 * callers, with the outcome spec section 6 and docs/*.md promise. `authorization-matrix.test.ts`
 * walks it against the real app and also fails when a registered route has no row here.
 *
 * Callers (columns, in this order in every `expect` string):
 *   anon      no token (path ids point at Employee A's things)
 *   empSelf   Employee A, path ids and body ids point at A's own things
 *   empOther  Employee A, path ids and body ids point at Employee B's things
 *   hrSelf    HR, pointing at the HR person's own things
 *   hrOther   HR, pointing at Employee B's things
 *   admSelf   Admin, pointing at the Admin's own things
 *   admOther  Admin, pointing at Employee B's things
 *
 * Outcomes: `ok` = any 2xx; a number = that exact status.
 *
 * Params and body values are refs resolved per caller against a freshly seeded "world"
 * (authorization-world.ts): `person` is the target person's id, `leave`/`event`/`task`/
 * `notification` the target person's own record of that kind, `caller` the caller's own id
 * (Employee A for anon). Use `caller` + a record ref to probe "my path, someone else's record".
 *
 * Adding a route? Add a row (or the matrix test fails) and say why in a comment when the
 * outcome is not what the role table alone suggests.
 */

export const CALLERS = ['anon', 'empSelf', 'empOther', 'hrSelf', 'hrOther', 'admSelf', 'admOther'] as const;
export type CallerKey = (typeof CALLERS)[number];
export type Outcome = 'ok' | number;

export type Ref = 'person' | 'caller' | 'leave' | 'event' | 'task' | 'notification' | 'fileToken';

/** What a body builder may use: the target's ids and a few fresh values. */
export interface BodyContext {
  personId: string;
  personEmail: string;
  callerId: string;
  /** The caller's own e-mail (Employee A's for anon). */
  callerEmail: string;
  today: string;
  /** A date a few days ahead that no seeded leave covers. */
  freeFutureDate: string;
  /** Unique per request (emails of new people, titles). */
  unique: string;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** Seven outcomes, in CALLERS order, separated by spaces. */
  expect: string;
  params?: Record<string, Ref>;
  query?: Record<string, string>;
  body?: (c: BodyContext) => unknown;
  /** Seed the world so the allowed call can succeed (e.g. punch-out needs a punch-in). */
  world?: { punchedIn?: boolean };
  /** Marks a second row for the same route (e.g. own path, someone else's record). */
  variant?: string;
}

const P = { id: 'person' } as const;
const U = { userId: 'person' } as const;

// Columns of every `expect`: anon empSelf empOther hrSelf hrOther admSelf admOther
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // system and auth
  { method: 'GET', path: '/api/health', expect: 'ok ok ok ok ok ok ok' },
  { method: 'GET', path: '/api/config', expect: 'ok ok ok ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/auth/login',
    expect: 'ok ok ok ok ok ok ok',
    // Signing in is done as oneself: the caller's own e-mail (Employee A's for anon).
    body: (c) => ({ email: c.callerEmail, password: 'correct-horse-42' }),
  },
  { method: 'GET', path: '/api/auth/me', expect: '401 ok ok ok ok ok ok' },

  // attendance: personal areas (the path id must be the caller)
  { method: 'POST', path: '/api/employees/:id/punch-in', params: P, expect: '401 ok 403 ok 403 ok 403' },
  {
    method: 'POST',
    path: '/api/employees/:id/punch-out',
    params: P,
    world: { punchedIn: true },
    expect: '401 ok 403 ok 403 ok 403',
  },
  { method: 'GET', path: '/api/employees/:id/attendance', params: P, expect: '401 ok 403 ok 403 ok 403' },
  {
    method: 'GET',
    path: '/api/employees/:id/attendance/stats',
    params: P,
    expect: '401 ok 403 ok 403 ok 403',
  },
  { method: 'POST', path: '/api/admin/:userId/punch-in', params: U, expect: '401 403 403 403 403 ok 403' },
  {
    method: 'POST',
    path: '/api/admin/:userId/punch-out',
    params: U,
    world: { punchedIn: true },
    expect: '401 403 403 403 403 ok 403',
  },
  { method: 'GET', path: '/api/admin/:userId/attendance', params: U, expect: '401 403 403 403 403 ok 403' },
  {
    method: 'GET',
    path: '/api/admin/:userId/attendance/stats',
    params: U,
    expect: '401 403 403 403 403 ok 403',
  },
  { method: 'POST', path: '/api/hr/:userId/punch-in', params: U, expect: '401 403 403 ok 403 403 403' },
  {
    method: 'POST',
    path: '/api/hr/:userId/punch-out',
    params: U,
    world: { punchedIn: true },
    expect: '401 403 403 ok 403 403 403',
  },
  { method: 'GET', path: '/api/hr/:userId/attendance', params: U, expect: '401 403 403 ok 403 403 403' },
  {
    method: 'GET',
    path: '/api/hr/:userId/attendance/stats',
    params: U,
    expect: '401 403 403 ok 403 403 403',
  },
  // attendance: staff views and manual marking (each namespace open to its own role only)
  { method: 'GET', path: '/api/admin/attendance/all', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/admin/attendance/today', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/attendance/manual-mark',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ employeeId: c.personId, date: c.today, status: 'Half Day' }),
  },
  { method: 'GET', path: '/api/hr/attendance/all', expect: '401 403 403 ok ok 403 403' },
  { method: 'GET', path: '/api/hr/attendance/today', expect: '401 403 403 ok ok 403 403' },
  {
    method: 'PUT',
    path: '/api/hr/attendance/manual-mark',
    expect: '401 403 403 ok ok 403 403',
    body: (c) => ({ employeeId: c.personId, date: c.today, status: 'Half Day' }),
  },
  { method: 'GET', path: '/api/admin/attendance-sheet', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'GET',
    path: '/api/admin/attendance-sheet/export',
    query: { format: 'csv' },
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/admin/attendance/trends', expect: '401 403 403 403 403 ok ok' },

  // leave: own requests; approvers never decide their own request (403)
  { method: 'GET', path: '/api/employees/:id/leaves', params: P, expect: '401 ok 403 ok 403 ok 403' },
  {
    method: 'POST',
    path: '/api/employees/:id/leaves',
    params: P,
    expect: '401 ok 403 ok 403 ok 403',
    body: (c) => ({
      type: 'Paid Leave',
      startDate: c.freeFutureDate,
      endDate: c.freeFutureDate,
      reason: 'matrix',
    }),
  },
  { method: 'GET', path: '/api/admin/leave-requests', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/leave-requests/:id/approve',
    params: { id: 'leave' },
    expect: '401 403 403 403 403 403 ok',
  },
  {
    method: 'PUT',
    path: '/api/admin/leave-requests/:id/reject',
    params: { id: 'leave' },
    expect: '401 403 403 403 403 403 ok',
    body: () => ({ rejectionReason: 'Matrix says no.' }),
  },
  { method: 'GET', path: '/api/hr/leave-requests', expect: '401 403 403 ok ok 403 403' },
  {
    method: 'PUT',
    path: '/api/hr/leave-requests/:id/approve',
    params: { id: 'leave' },
    expect: '401 403 403 403 ok 403 403',
  },
  {
    method: 'PUT',
    path: '/api/hr/leave-requests/:id/reject',
    params: { id: 'leave' },
    expect: '401 403 403 403 ok 403 403',
    body: () => ({ rejectionReason: 'Matrix says no.' }),
  },

  // notifications
  {
    method: 'POST',
    path: '/api/admin/notifications',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ recipient: [c.personId], message: `matrix ${c.unique}` }),
  },
  { method: 'GET', path: '/api/admin/notifications', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'POST',
    path: '/api/hr/notifications',
    expect: '401 403 403 ok ok 403 403',
    body: (c) => ({ recipient: [c.personId], message: `matrix ${c.unique}` }),
  },
  { method: 'GET', path: '/api/hr/notifications', expect: '401 403 403 ok ok 403 403' },
  { method: 'GET', path: '/api/employees/:id/notifications', params: P, expect: '401 ok 403 ok 403 ok 403' },
  {
    method: 'GET',
    path: '/api/admin/:userId/notifications',
    params: U,
    expect: '401 403 403 403 403 ok 403',
  },
  { method: 'GET', path: '/api/hr/:userId/notifications', params: U, expect: '401 403 403 ok 403 403 403' },
  {
    method: 'PUT',
    path: '/api/employees/:id/notifications/:notificationId',
    params: { id: 'person', notificationId: 'notification' },
    expect: '401 ok 403 ok 403 ok 403',
  },
  {
    method: 'PUT',
    path: '/api/employees/:id/notifications/:notificationId',
    variant: 'own path, their notification',
    params: { id: 'caller', notificationId: 'notification' },
    expect: '401 ok 404 ok 404 ok 404',
  },
  {
    method: 'PUT',
    path: '/api/admin/:userId/notifications/:id',
    params: { userId: 'person', id: 'notification' },
    expect: '401 403 403 403 403 ok 403',
  },
  {
    method: 'PUT',
    path: '/api/admin/:userId/notifications/:id',
    variant: 'own path, their notification',
    params: { userId: 'caller', id: 'notification' },
    expect: '401 403 403 403 403 ok 404',
  },
  {
    method: 'PUT',
    path: '/api/hr/:userId/notifications/:id',
    params: { userId: 'person', id: 'notification' },
    expect: '401 403 403 ok 403 403 403',
  },
  {
    method: 'PUT',
    path: '/api/hr/:userId/notifications/:id',
    variant: 'own path, their notification',
    params: { userId: 'caller', id: 'notification' },
    expect: '401 403 403 ok 404 403 403',
  },

  // events: strictly the owner's (others get 404: they do not learn the event exists)
  {
    method: 'POST',
    path: '/api/events',
    expect: '401 ok ok ok ok ok ok',
    // The body's employee field is ignored: the owner is always the caller (checked by the leak test).
    body: (c) => ({
      title: `matrix ${c.unique}`,
      description: '',
      date: c.today,
      time: '17:00',
      employee: c.personId,
    }),
  },
  { method: 'GET', path: '/api/events/:id', params: P, expect: '401 ok 403 ok 403 ok 403' },
  {
    method: 'PUT',
    path: '/api/events/:id/status',
    params: { id: 'event' },
    expect: '401 ok 404 ok 404 ok 404',
  },
  { method: 'DELETE', path: '/api/events/:id', params: { id: 'event' }, expect: '401 ok 404 ok 404 ok 404' },

  // tasks: Admin manages; the assignee (or an Admin) completes
  {
    method: 'POST',
    path: '/api/tasks',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({
      title: `matrix ${c.unique}`,
      description: '',
      date: c.today,
      time: '17:00',
      assignedTo: c.personId,
    }),
  },
  {
    method: 'PUT',
    path: '/api/tasks/:id',
    params: { id: 'task' },
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({
      title: `matrix ${c.unique}`,
      description: '',
      date: c.today,
      time: '18:00',
      assignedTo: c.personId,
    }),
  },
  { method: 'DELETE', path: '/api/tasks/:id', params: { id: 'task' }, expect: '401 403 403 403 403 ok ok' },
  { method: 'PUT', path: '/api/tasks/:id/status', params: { id: 'task' }, expect: '401 ok 404 ok 404 ok ok' },
  { method: 'GET', path: '/api/tasks/user/:id', params: P, expect: '401 ok 403 ok 403 ok 403' },
  { method: 'GET', path: '/api/tasks/admin-created/:id', params: P, expect: '401 403 403 403 403 ok 403' },

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
    method: 'PUT',
    path: '/api/admin/employees/:id',
    params: P,
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ name: `Renamed ${c.unique}`, email: c.personEmail, role: 'Employee' }),
  },
  // An Admin cannot delete themself (400); someone else must.
  { method: 'DELETE', path: '/api/admin/employees/:id', params: P, expect: '401 403 403 403 403 400 ok' },

  // audit log and accounts (issue 9)
  { method: 'GET', path: '/api/audit', expect: '401 403 403 403 403 ok ok' },
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
    expect: '401 403 403 403 403 400 ok',
    // An Admin resetting their own password is refused (400): change-password asks for the current one.
    body: () => ({ password: 'reset-by-admin-1' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/grant-reupload-access',
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ employeeId: c.personId, field: 'resume' }),
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

/** The seven outcomes of a row, keyed by caller. */
export function outcomesOf(row: MatrixRow): Record<CallerKey, Outcome> {
  const parts = row.expect.trim().split(/\s+/);
  if (parts.length !== CALLERS.length) {
    throw new Error(
      `${row.method} ${row.path}: expect needs ${CALLERS.length} outcomes, got "${row.expect}"`,
    );
  }
  return Object.fromEntries(
    CALLERS.map((caller, i) => [caller, parts[i] === 'ok' ? 'ok' : Number(parts[i])]),
  ) as Record<CallerKey, Outcome>;
}

export const routeKey = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
