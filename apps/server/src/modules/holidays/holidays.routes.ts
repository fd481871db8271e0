import type { FastifyPluginAsync } from 'fastify';
import { HOLIDAY_CONTRACT } from '@hrms/shared/holidays/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { HolidaysService } from './holidays.service.ts';

/** Holidays: paths, schemas and access in packages/shared/src/holidays/. */
export const holidaysRoutes: FastifyPluginAsync<{ holidays: HolidaysService }> = async (app, { holidays }) =>
  registerEndpoints(app, 'holidays', HOLIDAY_CONTRACT, {
    list: async (request) => holidays.listYear(callerOf(request), request.query),
    create: async (request) => {
      const { date, name, kind, locationId } = request.body;
      return holidays.create(callerOf(request), { date, name, kind, locationId });
    },
    importCsv: async (request) => holidays.importCsv(callerOf(request), request.body.csv),
    addNational: async (request) => holidays.addNational(callerOf(request), request.body.year),
    update: async (request) => {
      const { date, name, kind, locationId } = request.body;
      return holidays.update(callerOf(request), request.params.id, { date, name, kind, locationId });
    },
    remove: async (request) => holidays.remove(callerOf(request), request.params.id),
  });
