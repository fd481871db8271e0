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
