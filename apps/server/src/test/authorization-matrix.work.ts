import type { MatrixRow } from './authorization-matrix.ts';

/** Rows of the authorisation matrix for attendance, leave, notifications, events and tasks (see authorization-matrix.ts for the columns). */
const P = { id: 'person' } as const;
const U = { userId: 'person' } as const;

// Columns of every `expect`: anon empSelf empOther hrSelf hrOther admSelf admOther
export const WORK_ROWS: MatrixRow[] = [
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
    // Four-eyes (issue 39): admSelf marks their own day, and an HR person exists to do it: 403.
    expect: '401 403 403 403 403 403 ok',
    body: (c) => ({ employeeId: c.personId, date: c.today, status: 'Half Day' }),
  },
  { method: 'GET', path: '/api/hr/attendance/all', expect: '401 403 403 ok ok 403 403' },
  { method: 'GET', path: '/api/hr/attendance/today', expect: '401 403 403 ok ok 403 403' },
  {
    method: 'PUT',
    path: '/api/hr/attendance/manual-mark',
    // Four-eyes (issue 39): hrSelf marks their own day: 403 (an Admin marks it).
    expect: '401 403 403 403 ok 403 403',
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
  // where a punch-in may come from: the settings are the Admin's, the requirements anyone's
  { method: 'GET', path: '/api/settings/punch-places', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/settings/punch-places',
    body: () => ({ networks: [], locations: [] }),
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/settings/punch-places/requirements', expect: '401 ok ok ok ok ok ok' },

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
];
