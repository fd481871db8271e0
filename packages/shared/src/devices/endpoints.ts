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
  settings: { method: 'GET', path: '{area}/devices/settings', areas: ['admin'] },
  saveSettings: { method: 'PUT', path: '{area}/devices/settings', areas: ['admin'] },
  held: { method: 'GET', path: '{area}/devices/held', areas: ['admin', 'hr'] },
  reviewHeld: { method: 'POST', path: '{area}/devices/held/review', areas: ['admin', 'hr'] },
  personPin: { method: 'GET', path: '{area}/devices/people/:employeeId/pin', areas: ['admin', 'hr'] },
  setPersonPin: { method: 'PUT', path: '{area}/devices/people/:employeeId/pin', areas: ['admin', 'hr'] },
  importMapping: { method: 'GET', path: '{area}/devices/import/mapping', areas: ['admin'] },
  saveImportMapping: { method: 'PUT', path: '{area}/devices/import/mapping', areas: ['admin'] },
  importPunches: { method: 'POST', path: '{area}/devices/import', areas: ['admin'] },
  commands: { method: 'GET', path: '{area}/devices/:deviceId/commands', areas: ['admin'] },
  queueCommand: { method: 'POST', path: '{area}/devices/:deviceId/commands', areas: ['admin'], status: 201 },
  cancelCommand: { method: 'POST', path: '{area}/devices/commands/:commandId/cancel', areas: ['admin'] },
  lineErrors: { method: 'GET', path: '{area}/devices/:deviceId/errors', areas: ['admin'] },
  pushPreferences: { method: 'GET', path: '/push/preferences' },
  savePushPreferences: { method: 'PUT', path: '/push/preferences' },
  pushKey: { method: 'GET', path: '/push/key' },
  subscribe: { method: 'POST', path: '/push/subscriptions', status: 201 },
  unsubscribe: { method: 'POST', path: '/push/subscriptions/remove' },
});
