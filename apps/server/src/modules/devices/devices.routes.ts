import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES } from '@hrms/shared';
import { DEVICE_CONTRACT } from '@hrms/shared/devices/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { DeviceCommandsService } from './device-commands.ts';
import type { DeviceImportService } from './device-import.ts';
import type { DeviceSettingsService } from './device-settings.ts';
import type { DevicesService } from './devices.service.ts';
import type { HeldPunchesService } from './held-punches.ts';
import type { PersonPinService } from './person-pin.ts';
import type { PushService } from './push.service.ts';

export interface DevicesRoutesOptions {
  devices: DevicesService;
  push: PushService;
  settings: DeviceSettingsService;
  held: HeldPunchesService;
  pins: PersonPinService;
  imports: DeviceImportService;
  commands: DeviceCommandsService;
}

/**
 * The devices screens, the held-punch review, the PIN on the person, export imports and everyone's push
 * subscriptions and kinds (packages/shared/src/devices/). An export file is the request body itself; its
 * raw-body parser lives in this plugin's scope only.
 */
export const devicesRoutes: FastifyPluginAsync<DevicesRoutesOptions> = async (app, options) => {
  const { devices, push, settings, held, pins, imports, commands } = options;
  app.addContentTypeParser(
    [IMPORT_CONTENT_TYPES.csv, IMPORT_CONTENT_TYPES.xlsx, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  registerEndpoints(app, 'devices', DEVICE_CONTRACT, {
    list: async () => devices.list(),
    register: async (request) => devices.register(callerOf(request), request.body),
    punches: async () => devices.punches(),
    refusals: async () => devices.refusals(),
    mapPin: async (request) => devices.mapPin(callerOf(request), request.body),
    settings: async () => settings.get(),
    saveSettings: async (request) => settings.save(callerOf(request), request.body),
    held: async () => held.list(),
    reviewHeld: async (request) => held.review(callerOf(request), request.body),
    personPin: async (request) => pins.get(request.params.employeeId),
    setPersonPin: async (request) => pins.set(callerOf(request), request.params.employeeId, request.body),
    importMapping: async () => settings.importMapping(),
    saveImportMapping: async (request) => settings.saveImportMapping(callerOf(request), request.body),
    importPunches: async (request) =>
      imports.run(callerOf(request), request.query.deviceId, request.body, request.query.dryRun === 'true'),
    commands: async (request) => commands.list(request.params.deviceId),
    queueCommand: async (request) => commands.queue(callerOf(request), request.params.deviceId, request.body),
    cancelCommand: async (request) => commands.cancel(callerOf(request), request.params.commandId),
    lineErrors: async (request) => commands.lineErrors(request.params.deviceId),
    pushPreferences: async (request) => push.preferences(callerOf(request)),
    savePushPreferences: async (request) => push.savePreferences(callerOf(request), request.body),
    pushKey: async () => push.publicKey(),
    subscribe: async (request) => push.subscribe(callerOf(request), request.body),
    unsubscribe: async (request) => push.unsubscribe(callerOf(request), request.body.endpoint),
  });
};
