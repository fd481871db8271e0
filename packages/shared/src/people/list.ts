import { z } from 'zod';
import { attendanceListSchema } from '../attendance/schemas.ts';
import { employeeSchema } from './schemas.ts';

/**
 * GET /api/admin/employees and /api/hr/employees. By default ('full') each item carries the person's
 * `attendance` (spec section 3 lists it on an Employee, and the spec's original client reads it for manual
 * marking): every record from the 1st of the previous month to the last day of the current one, in the
 * organisation's calendar, newest first. `?fields=lean` leaves it out; our own screens ask for that.
 */
export const EMPLOYEE_LIST_FIELDS = ['full', 'lean'] as const;
export type EmployeeListFields = (typeof EMPLOYEE_LIST_FIELDS)[number];

export const EMPLOYEE_LIST_MESSAGES = {
  invalidFields: "The fields parameter must be 'full' or 'lean'.",
} as const;

export const employeeListQuerySchema = z.object({
  fields: z.enum(EMPLOYEE_LIST_FIELDS, { error: EMPLOYEE_LIST_MESSAGES.invalidFields }).optional(),
});

export const employeeListItemSchema = employeeSchema.extend({ attendance: attendanceListSchema.optional() });
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
export const employeeListSchema = z.array(employeeListItemSchema);
