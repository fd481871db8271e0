import type { FastifyPluginAsync } from 'fastify';
import { HOLIDAY_CONTRACT } from '@hrms/shared/holidays/contract';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { HolidaysService } from './holidays.service.ts';

/** Holidays: paths, schemas and access in packages/shared/src/holidays/. */
export const holidaysRoutes: FastifyPluginAsync<{ holidays: HolidaysService }> = async (app, { holidays }) =>
  registerEndpoints(app, 'holidays', HOLIDAY_CONTRACT, {
    list: async (request) => holidays.listYear(request.query.year),
  });
