import type { FastifyPluginAsync } from 'fastify';
import { WORK_CALENDAR_CONTRACT } from '@hrms/shared/work-calendar/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { WorkCalendarService } from './work-calendar.service.ts';

/** The work week, shifts and assignments: paths, schemas and access in packages/shared/src/work-calendar/. */
export const workCalendarRoutes: FastifyPluginAsync<{ workCalendar: WorkCalendarService }> = async (
  app,
  { workCalendar },
) =>
  registerEndpoints(app, 'workCalendar', WORK_CALENDAR_CONTRACT, {
    getWorkWeek: async (request) =>
      request.query.for === 'me'
        ? workCalendar.ownWorkWeek(callerOf(request).id)
        : workCalendar.getWorkWeek(request.query.locationId),
    putWorkWeek: async (request) => workCalendar.putWorkWeek(callerOf(request), request.body),
    listShifts: async () => workCalendar.listShifts(),
    createShift: async (request) => workCalendar.createShift(callerOf(request), request.body),
    updateShift: async (request) =>
      workCalendar.updateShift(callerOf(request), request.params.id, request.body),
    removeShift: async (request) => workCalendar.removeShift(callerOf(request), request.params.id),
    personShift: async (request) => workCalendar.personShift(request.params.id),
    assignShift: async (request) =>
      workCalendar.assignShift(callerOf(request), request.params.id, request.body),
  });
