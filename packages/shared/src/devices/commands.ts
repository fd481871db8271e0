import { z } from 'zod';

/*
 * Device commands and the device status page (issue 46, docs/devices.md "Commands"): the Admin queues a
 * command, the device fetches it on its next poll (`getrequest`), runs it and reports its result (`devicecmd`).
 */

export const DEVICE_COMMAND_MESSAGES = {
  kind: 'Please choose a command: userInfo, deleteUser, queryAttlog, reboot or setTime.',
  from: 'Please give the first date of the logs to upload again (YYYY-MM-DD, not in the future).',
  notQueued: 'Only a queued command can be cancelled: this one was already sent to the device.',
  commandNotFound: 'No such command.',
  queued: 'Command queued: the device fetches it on its next poll.',
  cancelled: 'Command cancelled.',
} as const;

export const DEVICE_COMMAND_KINDS = ['userInfo', 'deleteUser', 'queryAttlog', 'reboot', 'setTime'] as const;
export type DeviceCommandKind = (typeof DEVICE_COMMAND_KINDS)[number];
export const DEVICE_COMMAND_STATES = ['queued', 'sent', 'done', 'failed', 'cancelled'] as const;
export type DeviceCommandState = (typeof DEVICE_COMMAND_STATES)[number];

/** What each command is called on the status page. */
export const DEVICE_COMMAND_LABELS: Record<DeviceCommandKind, string> = {
  userInfo: 'Send a person to the device',
  deleteUser: 'Delete a user from the device',
  queryAttlog: 'Upload logs again from a date',
  reboot: 'Restart the device',
  setTime: "Set the device's clock to the server's",
};

const pin = z
  .string('Please enter the device user id (PIN): digits or letters, at most 24.')
  .trim()
  .regex(/^[A-Za-z0-9-]{1,24}$/, 'Please enter the device user id (PIN): digits or letters, at most 24.');

export const queueDeviceCommandBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('userInfo'),
      employeeId: z.string('No such person.').min(1, 'No such person.'),
    }),
    z.object({ kind: z.literal('deleteUser'), pin }),
    z.object({
      kind: z.literal('queryAttlog'),
      from: z.iso.date(DEVICE_COMMAND_MESSAGES.from),
    }),
    z.object({ kind: z.literal('reboot') }),
    z.object({ kind: z.literal('setTime') }),
  ],
  DEVICE_COMMAND_MESSAGES.kind,
);
export type QueueDeviceCommandRequest = z.infer<typeof queueDeviceCommandBodySchema>;

export const deviceIdParamsSchema = z.object({ deviceId: z.string() });
export const deviceCommandParamsSchema = z.object({ commandId: z.string() });

export const deviceCommandSchema = z.object({
  _id: z.string(),
  deviceId: z.string(),
  kind: z.enum(DEVICE_COMMAND_KINDS),
  /** The protocol text the device gets after `C:<id>:` (setTime's time is filled in when it is sent). */
  command: z.string(),
  employeeName: z.string().nullable(),
  state: z.enum(DEVICE_COMMAND_STATES),
  /** The device's Return= code: 0 done; anything else is the firmware's error code. */
  returnCode: z.number().int().nullable(),
  queuedAt: z.string(),
  queuedBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;
export const deviceCommandListSchema = z.array(deviceCommandSchema);

export const deviceErrorSchema = z.object({
  /** 1-based line of its upload (0: a count of further refused lines of that upload). */
  line: z.number().int(),
  /** Readable: "line 3: date '2026-13-40' is not a date". */
  text: z.string(),
  receivedAt: z.string(),
});
export type DeviceLineError = z.infer<typeof deviceErrorSchema>;
export const deviceErrorListSchema = z.array(deviceErrorSchema);

/** The newest malformed lines kept per device (the count on the device goes on). */
export const DEVICE_ERRORS_KEPT = 200;
