import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Biometric devices (Admin) and phone push subscriptions (everyone), issue 46. The devices' own requests
 * (/iclock/...) are plain text outside /api (DEVICE_PROTOCOL_PATHS). Schemas and access in contract.ts.
 */
export const DEVICE_ENDPOINTS = defineEndpoints({
  list: { method: 'GET', path: '{area}/devices', areas: ['admin'] },
  register: { method: 'POST', path: '{area}/devices', areas: ['admin'], status: 201 },
  punches: { method: 'GET', path: '{area}/devices/punches', areas: ['admin'] },
  refusals: { method: 'GET', path: '{area}/devices/refusals', areas: ['admin'] },
  mapPin: { method: 'PUT', path: '{area}/devices/pins', areas: ['admin'] },
  pushKey: { method: 'GET', path: '/push/key' },
  subscribe: { method: 'POST', path: '/push/subscriptions', status: 201 },
  unsubscribe: { method: 'POST', path: '/push/subscriptions/remove' },
});
