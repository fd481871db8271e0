import { defineContract } from '../http/contract.ts';
import { ANY_ROLE } from '../http/access.ts';
import { DEVICE_ENDPOINTS } from './endpoints.ts';
import {
  deviceListSchema,
  devicePunchListSchema,
  deviceRefusalListSchema,
  deviceSchema,
  mapPinBodySchema,
  mapPinResultSchema,
  pushKeySchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  registerDeviceBodySchema,
} from './schemas.ts';
import {
  deviceImportMappingAnswerSchema,
  deviceImportMappingSchema,
  deviceImportQuerySchema,
  deviceImportResultSchema,
  deviceSettingsSchema,
  heldPunchListSchema,
  personPinParamsSchema,
  personPinSchema,
  pushPreferencesSchema,
  reviewHeldBodySchema,
  reviewHeldResultSchema,
  setPersonPinBodySchema,
  setPersonPinResultSchema,
} from './review.ts';
import {
  deviceCommandListSchema,
  deviceCommandParamsSchema,
  deviceCommandSchema,
  deviceErrorListSchema,
  deviceIdParamsSchema,
  queueDeviceCommandBodySchema,
} from './commands.ts';

const errors = [400, 401, 403] as const;
const everyone = { roles: ANY_ROLE, duringTwoStepSetup: false } as const;

export const DEVICE_CONTRACT = defineContract(DEVICE_ENDPOINTS, {
  list: {
    summary: 'Registered biometric devices with last contact, clock skew, punches today and errors (Admin)',
    response: deviceListSchema,
    errors,
  },
  register: {
    summary: 'Register a biometric device by serial number (Admin; audited)',
    body: registerDeviceBodySchema,
    response: deviceSchema,
    errors: [...errors, 409],
  },
  punches: {
    summary: 'The last 50 punches the devices sent, matched to people or waiting for a PIN mapping (Admin)',
    response: devicePunchListSchema,
    errors,
  },
  refusals: {
    summary: 'Unknown serials and refused requests that tried to connect, newest first (Admin)',
    response: deviceRefusalListSchema,
    errors,
  },
  mapPin: {
    summary:
      "Map a device user id (PIN) to a person; that PIN's waiting punches are applied (Admin; audited)",
    body: mapPinBodySchema,
    response: mapPinResultSchema,
    errors: [...errors, 404, 409],
  },
  settings: {
    summary:
      'The skew rule: take punches of a device with a wrong clock at device time, or hold them (Admin)',
    response: deviceSettingsSchema,
    errors,
  },
  saveSettings: {
    summary: 'Save the skew rule and the clock limit in minutes (Admin; audited)',
    body: deviceSettingsSchema,
    response: deviceSettingsSchema,
    errors,
  },
  held: {
    summary: 'Punches held for review because their device clock ran ahead, oldest first (HR, Admin)',
    response: heldPunchListSchema,
    errors,
  },
  reviewHeld: {
    summary:
      'Accept held punches (applied by the same rules as any device punch) or discard them (HR, Admin; audited; never one’s own)',
    body: reviewHeldBodySchema,
    response: reviewHeldResultSchema,
    errors: [...errors, 409],
  },
  personPin: {
    summary: 'The device user id (PIN) on a person (HR, Admin)',
    params: personPinParamsSchema,
    response: personPinSchema,
    errors: [...errors, 404],
  },
  setPersonPin: {
    summary:
      'Set or clear the device user id (PIN) on a person; punches that waited for it are applied (HR, Admin; audited; 409 when taken)',
    params: personPinParamsSchema,
    body: setPersonPinBodySchema,
    response: setPersonPinResultSchema,
    errors: [...errors, 404, 409],
  },
  importMapping: {
    summary: 'The saved columns of the device software’s export file (Admin)',
    response: deviceImportMappingAnswerSchema,
    errors,
  },
  saveImportMapping: {
    summary: 'Name the PIN, time and (optional) date columns of the export file once (Admin; audited)',
    body: deviceImportMappingSchema,
    response: deviceImportMappingAnswerSchema,
    errors,
  },
  importPunches: {
    summary:
      'Import a device software export (CSV or XLSX, the request body): ?dryRun=true checks and writes nothing; false stores the new punches once and applies them (Admin; audited)',
    query: deviceImportQuerySchema,
    response: deviceImportResultSchema,
    errors: [...errors, 404, 409, 413, 415],
  },
  commands: {
    summary:
      "A device's commands, newest first, with their state: queued, sent, done, failed, cancelled (Admin)",
    params: deviceIdParamsSchema,
    response: deviceCommandListSchema,
    errors: [...errors, 404],
  },
  queueCommand: {
    summary:
      'Queue a command for a device: send a person, delete a user, upload logs again from a date, restart, set the clock (Admin; audited)',
    params: deviceIdParamsSchema,
    body: queueDeviceCommandBodySchema,
    response: deviceCommandSchema,
    errors: [...errors, 404],
  },
  cancelCommand: {
    summary: 'Cancel a queued command before the device fetches it (Admin; audited; 409 once sent)',
    params: deviceCommandParamsSchema,
    response: deviceCommandSchema,
    errors: [...errors, 404, 409],
  },
  lineErrors: {
    summary: "The device's malformed lines, newest first, each with its reason (Admin; the newest 200 kept)",
    params: deviceIdParamsSchema,
    response: deviceErrorListSchema,
    errors: [...errors, 404],
  },
  pushPreferences: {
    summary: 'Which kinds of push the caller receives on their phones',
    response: pushPreferencesSchema,
    errors: [401],
    access: everyone,
  },
  savePushPreferences: {
    summary: 'Choose, per kind, which pushes the caller receives',
    body: pushPreferencesSchema,
    response: pushPreferencesSchema,
    errors: [400, 401],
    access: everyone,
  },
  pushKey: {
    summary: "The server's VAPID public key, for a browser's push subscription",
    response: pushKeySchema,
    errors: [401, 503],
    access: everyone,
  },
  subscribe: {
    summary: "Keep this browser's push subscription for the caller (https endpoints of public hosts only)",
    body: pushSubscriptionBodySchema,
    response: pushSubscribedSchema,
    errors: [400, 401, 422],
    access: everyone,
  },
  unsubscribe: {
    summary: "Forget this browser's push subscription (the caller's own only)",
    body: pushUnsubscribeBodySchema,
    response: pushSubscribedSchema,
    errors: [400, 401],
    access: everyone,
  },
});
