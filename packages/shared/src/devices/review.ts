import { z } from 'zod';
import { DEVICE_SKEW_LIMIT_SECONDS } from './schemas.ts';

/*
 * Issue 46's remainder (docs/devices.md, docs/mobile.md): the skew rule's setting and the held punches HR
 * reviews, the PIN as a field on the person, each person's push kinds, and the device software's export files.
 */

export const DEVICE_REVIEW_MESSAGES = {
  skewMode: 'Choose whether punches from a device with a wrong clock are taken or held for review.',
  skewLimit: 'The clock limit must be a whole number of minutes from 1 to 1,440.',
  reviewIds: 'Choose between 1 and 500 held punches.',
  decision: 'The decision must be accept or discard.',
  notHeld: 'Some of those punches are no longer waiting for review. Reload the list.',
  ownPunch: 'Your own punches are reviewed by someone else.',
  ownPin: 'Your own device user id is set by someone else.',
  pinTaken: 'That device user id belongs to someone else.',
  pin: 'The device user id must be digits or letters (at most 24), or empty.',
  importColumn: 'Please name the column (at most 60 characters).',
  importMappingMissing: 'Map the columns of the export file first (the PIN and time columns).',
  importDevice: 'Choose the registered device the export came from.',
  importHeader: 'The file has no column named as the saved mapping says',
  importPin: 'The PIN is empty or not digits and letters.',
  importTime: 'The time is not a date and time such as 2026-11-19 09:01:00 or 19/11/2026 09:01.',
  importFuture: 'The time is more than a day ahead of now.',
} as const;

/** 'take': at device time with the skew shown (the default); 'hold': the upload's punches wait for HR. */
export const SKEW_MODES = ['take', 'hold'] as const;
export type SkewMode = (typeof SKEW_MODES)[number];

export const deviceSettingsSchema = z.object({
  skewMode: z.enum(SKEW_MODES, DEVICE_REVIEW_MESSAGES.skewMode),
  skewLimitMinutes: z
    .number(DEVICE_REVIEW_MESSAGES.skewLimit)
    .int(DEVICE_REVIEW_MESSAGES.skewLimit)
    .min(1, DEVICE_REVIEW_MESSAGES.skewLimit)
    .max(1440, DEVICE_REVIEW_MESSAGES.skewLimit),
  /**
   * Off unless the Admin turns it on: setting a person's PIN queues "send a person to the device" for every
   * device of their location (docs/devices.md, "Commands"). Left out, the saved value is kept.
   */
  sendPinsToDevices: z.boolean('Please answer yes or no.').optional(),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;
export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = {
  skewMode: 'take',
  skewLimitMinutes: DEVICE_SKEW_LIMIT_SECONDS / 60,
};

export const heldPunchSchema = z.object({
  _id: z.string(),
  serialNumber: z.string(),
  deviceName: z.string(),
  pin: z.string(),
  /** The device's time, as an instant (ISO) and as the organisation's wall clock. */
  punchedAt: z.string(),
  time: z.string(),
  receivedAt: z.string(),
  /** How far the device clock was ahead when it sent this punch (seconds). */
  skewSeconds: z.number().int().nullable(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
});
export type HeldPunch = z.infer<typeof heldPunchSchema>;
export const heldPunchListSchema = z.array(heldPunchSchema);

export const reviewHeldBodySchema = z.object({
  ids: z
    .array(z.string(DEVICE_REVIEW_MESSAGES.reviewIds), DEVICE_REVIEW_MESSAGES.reviewIds)
    .min(1, DEVICE_REVIEW_MESSAGES.reviewIds)
    .max(500, DEVICE_REVIEW_MESSAGES.reviewIds),
  decision: z.enum(['accept', 'discard'], DEVICE_REVIEW_MESSAGES.decision),
});
export type ReviewHeldRequest = z.infer<typeof reviewHeldBodySchema>;
export const reviewHeldResultSchema = z.object({
  reviewed: z.number().int(),
  /** Days rebuilt from accepted punches. */
  days: z.number().int(),
});

export const personPinParamsSchema = z.object({ employeeId: z.string() });
export const personPinSchema = z.object({ employeeId: z.string(), pin: z.string().nullable() });
export type PersonPin = z.infer<typeof personPinSchema>;
export const setPersonPinBodySchema = z.object({
  pin: z
    .string(DEVICE_REVIEW_MESSAGES.pin)
    .trim()
    .regex(/^[A-Za-z0-9-]{0,24}$/, DEVICE_REVIEW_MESSAGES.pin)
    .transform((pin) => pin || null)
    .nullable(),
});
export type SetPersonPinRequest = z.input<typeof setPersonPinBodySchema>;
export const setPersonPinResultSchema = personPinSchema.extend({ applied: z.number().int() });

/** What a person may receive on their phones, each on or off (docs/mobile.md). */
export const PUSH_KINDS = ['leave', 'approvals', 'payslip', 'notices', 'tasks'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  leave: 'Leave decisions',
  approvals: 'Requests waiting for my approval',
  payslip: 'A new payslip',
  notices: 'Notices',
  tasks: 'Tasks given to me',
};
export const pushPreferencesSchema = z.object({
  leave: z.boolean(),
  approvals: z.boolean(),
  payslip: z.boolean(),
  notices: z.boolean(),
  tasks: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

const column = z
  .string(DEVICE_REVIEW_MESSAGES.importColumn)
  .trim()
  .min(1, DEVICE_REVIEW_MESSAGES.importColumn)
  .max(60, DEVICE_REVIEW_MESSAGES.importColumn);
/** The export file's columns, named once by the Admin: the PIN, the time, and a date when it is apart. */
export const deviceImportMappingSchema = z.object({
  pinColumn: column,
  timeColumn: column,
  dateColumn: column.nullable(),
});
export type DeviceImportMapping = z.infer<typeof deviceImportMappingSchema>;
export const deviceImportMappingAnswerSchema = z.object({ mapping: deviceImportMappingSchema.nullable() });

export const deviceImportQuerySchema = z.object({
  deviceId: z.string(DEVICE_REVIEW_MESSAGES.importDevice),
  dryRun: z.enum(['true', 'false']).default('true'),
});
export const deviceImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  /** Punches the file holds (good rows); of them, new ones (not yet stored from the device or a file). */
  punches: z.number().int(),
  newPunches: z.number().int(),
  unmatchedPins: z.array(z.string()),
  problems: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** Days rebuilt (0 on a dry run). */
  days: z.number().int(),
});
export type DeviceImportResult = z.infer<typeof deviceImportResultSchema>;
