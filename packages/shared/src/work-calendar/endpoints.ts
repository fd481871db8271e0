import { defineEndpoints } from '../http/endpoints.ts';

/** The work calendar (issue 19): the work week, shifts and assignments; schemas and access in contract.ts. */
export const WORK_CALENDAR_ENDPOINTS = defineEndpoints({
  getWorkWeek: { method: 'GET', path: '/settings/work-week' },
  putWorkWeek: { method: 'PUT', path: '/settings/work-week' },
  listShifts: { method: 'GET', path: '/shifts' },
  createShift: { method: 'POST', path: '/shifts', status: 201 },
  updateShift: { method: 'PUT', path: '/shifts/:id' },
  removeShift: { method: 'DELETE', path: '/shifts/:id' },
  personShift: { method: 'GET', path: '/employees/:id/shift' },
  assignShift: { method: 'PUT', path: '/employees/:id/shift' },
});
