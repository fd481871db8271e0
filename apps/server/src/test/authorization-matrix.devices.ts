import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for biometric devices and phone push (issue 46): the Admin manages
 * devices, HR and the Admin review held punches and set people's PINs; everyone signed in reads the push key and keeps or drops their own browser's subscription. The
 * devices' own /iclock paths are outside /api (no token in that protocol; iclock.test.ts covers them).
 */
const alnum = (unique: string) => unique.replace(/[^A-Za-z0-9]/g, '');
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

export const DEVICE_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/admin/devices', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'POST',
    path: '/api/admin/devices',
    body: (c) => ({ serialNumber: `MX${alnum(c.unique)}`.slice(-40), name: 'Matrix gate' }),
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/admin/devices/punches', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/admin/devices/refusals', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/devices/pins',
    body: (c) => ({ pin: `P${alnum(c.unique)}`.slice(-24), employeeId: c.personId }),
    expect: '401 403 403 403 403 ok ok',
  },
  // Issue 46's remainder: the skew rule (Admin), the held-punch review (HR and Admin), the PIN on the person.
  { method: 'GET', path: '/api/admin/devices/settings', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/devices/settings',
    body: () => ({ skewMode: 'take', skewLimitMinutes: 5 }),
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/admin/devices/held', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/hr/devices/held', expect: '401 403 403 ok ok 403 403' },
  // No such held punch: past the role check, staff get 409 (the review is tested in held-punches.test.ts).
  {
    method: 'POST',
    path: '/api/admin/devices/held/review',
    body: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], decision: 'accept' }),
    expect: '401 403 403 403 403 409 409',
  },
  {
    method: 'POST',
    path: '/api/hr/devices/held/review',
    body: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], decision: 'discard' }),
    expect: '401 403 403 409 409 403 403',
  },
  {
    method: 'GET',
    path: '/api/admin/devices/people/:employeeId/pin',
    params: { employeeId: 'person' },
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'GET',
    path: '/api/hr/devices/people/:employeeId/pin',
    params: { employeeId: 'person' },
    expect: '401 403 403 ok ok 403 403',
  },
  // One's own PIN decides whose punches are whose: someone else sets it (four-eyes, 403 on one's own).
  {
    method: 'PUT',
    path: '/api/admin/devices/people/:employeeId/pin',
    params: { employeeId: 'person' },
    body: (c) => ({ pin: `Q${alnum(c.unique)}`.slice(-24) }),
    expect: '401 403 403 403 403 403 ok',
  },
  {
    method: 'PUT',
    path: '/api/hr/devices/people/:employeeId/pin',
    params: { employeeId: 'person' },
    body: (c) => ({ pin: `R${alnum(c.unique)}`.slice(-24) }),
    expect: '401 403 403 403 ok 403 403',
  },
  { method: 'GET', path: '/api/admin/devices/import/mapping', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/admin/devices/import/mapping',
    body: () => ({ pinColumn: 'Emp Code', timeColumn: 'Punch Time', dateColumn: null }),
    expect: '401 403 403 403 403 ok ok',
  },
  // A JSON body is no file: past the role check, the Admin gets 415 (files: device-import.test.ts).
  {
    method: 'POST',
    path: '/api/admin/devices/import',
    query: { deviceId: '00000000-0000-4000-8000-000000000000', dryRun: 'true' },
    body: () => ({ file: 'none' }),
    expect: '401 403 403 403 403 415 415',
  },
  // Device commands and the error log (Admin only; the lifecycle is tested in device-commands.test.ts): no
  // such device or command, so past the role check the Admin gets 404.
  {
    method: 'GET',
    path: '/api/admin/devices/:deviceId/commands',
    params: { deviceId: 'device' },
    expect: '401 403 403 403 403 404 404',
  },
  {
    method: 'POST',
    path: '/api/admin/devices/:deviceId/commands',
    params: { deviceId: 'device' },
    body: () => ({ kind: 'reboot' }),
    expect: '401 403 403 403 403 404 404',
  },
  {
    method: 'POST',
    path: '/api/admin/devices/commands/:commandId/cancel',
    params: { commandId: 'deviceCommand' },
    expect: '401 403 403 403 403 404 404',
  },
  {
    method: 'GET',
    path: '/api/admin/devices/:deviceId/errors',
    params: { deviceId: 'device' },
    expect: '401 403 403 403 403 404 404',
  },
  { method: 'GET', path: '/api/push/preferences', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/push/preferences',
    body: () => ({ leave: true, approvals: true, payslip: false, notices: true, tasks: true }),
    expect: '401 ok ok ok ok ok ok',
  },
  { method: 'GET', path: '/api/push/key', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    body: (c) => ({ endpoint: `https://push.example.com/${alnum(c.unique)}`, keys }),
    expect: '401 ok ok ok ok ok ok',
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions/remove',
    body: (c) => ({ endpoint: `https://push.example.com/${alnum(c.unique)}` }),
    expect: '401 ok ok ok ok ok ok',
  },
];
