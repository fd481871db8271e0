import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for biometric devices and phone push (issue 46): the Admin alone manages
 * devices; everyone signed in reads the push key and keeps or drops their own browser's subscription. The
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
