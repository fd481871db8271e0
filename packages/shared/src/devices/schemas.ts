import { z } from 'zod';

/*
 * Biometric devices on the ZKTeco/eSSL push protocol ("iclock"/ADMS, issue 46, docs/devices.md) and Web Push
 * subscriptions for people's phones (docs/mobile.md). The device's own requests are not /api routes: they are
 * plain text, at the paths the devices' firmware calls (DEVICE_PROTOCOL_PATHS).
 */

export const DEVICE_MESSAGES = {
  serial: 'Please enter the serial number shown in the device menu (letters and digits, at most 40).',
  name: 'Please enter a name for the device (at most 80 characters).',
  location: 'The location must be at most 80 characters.',
  allowedRanges:
    'Allowed addresses must be IP addresses or ranges such as 203.0.113.0/24, separated by commas.',
  timeZone: 'Please choose the timezone the device clock is set to, such as Asia/Kolkata.',
  duplicate: 'A device with that serial number is already registered.',
  notFound: 'No such device.',
  pin: 'Please enter the device user id (PIN): digits or letters, at most 24.',
  personNotFound: 'No such person.',
  pinTaken: 'That device user id is already mapped to someone else.',
  registered: 'Device registered.',
  mapped: 'Device user id mapped.',
  pushEndpoint: 'The push endpoint must be an https address of a public push service.',
  pushKeys: 'The subscription keys are missing or malformed.',
  pushOff: 'Notifications on phones are not available on this server.',
} as const;

/** Where the devices call (outside /api: the firmware fixes these paths). */
export const DEVICE_PROTOCOL_PATHS = {
  cdata: '/iclock/cdata',
  getRequest: '/iclock/getrequest',
  deviceCmd: '/iclock/devicecmd',
} as const;

/** A device whose clock differs from the server's by more than this is flagged (issue 46's default). */
export const DEVICE_SKEW_LIMIT_SECONDS = 5 * 60;

const serial = z
  .string(DEVICE_MESSAGES.serial)
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, DEVICE_MESSAGES.serial);

export const registerDeviceBodySchema = z.object({
  serialNumber: serial,
  name: z.string(DEVICE_MESSAGES.name).trim().min(1, DEVICE_MESSAGES.name).max(80, DEVICE_MESSAGES.name),
  location: z
    .string(DEVICE_MESSAGES.location)
    .trim()
    .max(80, DEVICE_MESSAGES.location)
    .nullable()
    .default(null),
  /**
   * The addresses the device may call from (IPv4/IPv6 addresses or CIDR ranges, comma-separated); empty: any.
   * The protocol carries no credential, so this is the one check beside the serial (docs/devices.md).
   */
  allowedRanges: z
    .string(DEVICE_MESSAGES.allowedRanges)
    .trim()
    .max(400, DEVICE_MESSAGES.allowedRanges)
    .regex(/^[0-9A-Fa-f:./, ]*$/, DEVICE_MESSAGES.allowedRanges)
    .default(''),
  /** The timezone the device clock is set to; null: the organisation's. */
  timeZone: z.string(DEVICE_MESSAGES.timeZone).max(64, DEVICE_MESSAGES.timeZone).nullable().default(null),
});
export type RegisterDeviceRequest = z.input<typeof registerDeviceBodySchema>;

export const deviceSchema = z.object({
  _id: z.string(),
  serialNumber: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  timeZone: z.string(),
  allowedRanges: z.string(),
  lastSeenAt: z.string().nullable(),
  /** Seconds the device clock ran ahead of the server at the last upload (null: not measured yet). */
  skewSeconds: z.number().int().nullable(),
  skewFlagged: z.boolean(),
  punchesToday: z.number().int(),
  errors: z.number().int(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceListSchema = z.array(deviceSchema);

export const devicePunchSchema = z.object({
  _id: z.string(),
  serialNumber: z.string(),
  pin: z.string(),
  /** The instant, ISO; `time` is its wall-clock in the organisation's timezone (YYYY-MM-DD HH:mm:ss). */
  punchedAt: z.string(),
  time: z.string(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  receivedAt: z.string(),
});
export type DevicePunch = z.infer<typeof devicePunchSchema>;
export const devicePunchListSchema = z.array(devicePunchSchema);

export const deviceRefusalSchema = z.object({
  serialNumber: z.string(),
  address: z.string(),
  reason: z.string(),
  lastAt: z.string(),
  attempts: z.number().int(),
});
export type DeviceRefusal = z.infer<typeof deviceRefusalSchema>;
export const deviceRefusalListSchema = z.array(deviceRefusalSchema);

export const mapPinBodySchema = z.object({
  pin: z
    .string(DEVICE_MESSAGES.pin)
    .trim()
    .regex(/^[A-Za-z0-9-]{1,24}$/, DEVICE_MESSAGES.pin),
  employeeId: z.string(DEVICE_MESSAGES.personNotFound).min(1, DEVICE_MESSAGES.personNotFound),
});
export type MapPinRequest = z.infer<typeof mapPinBodySchema>;
export const mapPinResultSchema = z.object({
  pin: z.string(),
  employeeId: z.string(),
  applied: z.number().int(),
});

export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string(DEVICE_MESSAGES.pushEndpoint).max(1000, DEVICE_MESSAGES.pushEndpoint),
  keys: z.object(
    {
      p256dh: z.string(DEVICE_MESSAGES.pushKeys).regex(/^[A-Za-z0-9_=-]{80,100}$/, DEVICE_MESSAGES.pushKeys),
      auth: z.string(DEVICE_MESSAGES.pushKeys).regex(/^[A-Za-z0-9_=-]{16,32}$/, DEVICE_MESSAGES.pushKeys),
    },
    DEVICE_MESSAGES.pushKeys,
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionBodySchema>;
export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string(DEVICE_MESSAGES.pushEndpoint).max(1000, DEVICE_MESSAGES.pushEndpoint),
});
export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });
