import type { FastifyPluginAsync } from 'fastify';
import { DEVICE_CONTRACT } from '@hrms/shared/devices/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { DevicesService } from './devices.service.ts';
import type { PushService } from './push.service.ts';

/** The Admin's devices screen and everyone's push subscriptions (packages/shared/src/devices/). */
export const devicesRoutes: FastifyPluginAsync<{ devices: DevicesService; push: PushService }> = async (
  app,
  { devices, push },
) => {
  registerEndpoints(app, 'devices', DEVICE_CONTRACT, {
    list: async () => devices.list(),
    register: async (request) => devices.register(callerOf(request), request.body),
    punches: async () => devices.punches(),
    refusals: async () => devices.refusals(),
    mapPin: async (request) => devices.mapPin(callerOf(request), request.body),
    pushKey: async () => push.publicKey(),
    subscribe: async (request) => push.subscribe(callerOf(request), request.body),
    unsubscribe: async (request) => push.unsubscribe(callerOf(request), request.body.endpoint),
  });
};
