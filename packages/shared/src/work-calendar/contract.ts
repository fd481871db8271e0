import { ADMIN_ONLY, ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { WORK_CALENDAR_ENDPOINTS } from './endpoints.ts';
import {
  personIdParamsSchema,
  personShiftSchema,
  shiftBodySchema,
  shiftIdParamsSchema,
  shiftListSchema,
  shiftSchema,
  shiftAssignmentBodySchema,
  workWeekBodySchema,
  workWeekQuerySchema,
  workWeekSettingsSchema,
} from './schemas.ts';

const errors = [400, 401, 403] as const;
const writeErrors = [400, 401, 403, 404, 409, 422] as const;

export const WORK_CALENDAR_CONTRACT = defineContract(WORK_CALENDAR_ENDPOINTS, {
  getWorkWeek: {
    summary: 'The work week: WEEKLY_OFF and the patterns in force from their dates (any signed-in user)',
    query: workWeekQuerySchema,
    response: workWeekSettingsSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  putWorkWeek: {
    summary:
      'Set the work week from a date on, today at the earliest (Admin); the same date replaces its pattern',
    body: workWeekBodySchema,
    response: workWeekSettingsSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  listShifts: {
    summary: 'Every shift, the default first (any signed-in user)',
    response: shiftListSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  createShift: {
    summary: 'Add a shift (Admin)',
    body: shiftBodySchema,
    response: shiftSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  updateShift: {
    summary: 'Change a shift (Admin); days already worked keep their marks',
    params: shiftIdParamsSchema,
    body: shiftBodySchema,
    response: shiftSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  removeShift: {
    summary: 'Delete a shift nobody is assigned to (Admin); never the default',
    params: shiftIdParamsSchema,
    response: shiftSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  personShift: {
    summary: "A person's shift today and the assignments to come (the person, Admin and HR)",
    params: personIdParamsSchema,
    response: personShiftSchema,
    errors: [...errors, 404],
    access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES },
  },
  assignShift: {
    summary: 'Assign a shift from a date on, today at the earliest (Admin, HR)',
    params: personIdParamsSchema,
    body: shiftAssignmentBodySchema,
    response: personShiftSchema,
    errors: writeErrors,
    access: { roles: STAFF_ROLES },
  },
});
