import { z } from 'zod';
import { attendanceListSchema } from '../attendance/schemas.ts';
import { listOrPageSchema, pagingQueryShape, searchQuery } from '../paging.ts';
import { ROLES } from '../roles.ts';
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
  invalidRole: 'Please choose a valid role.',
} as const;

/**
 * Beyond the spec (issue 24, docs/paging.md): `q` searches names and e-mails, `role` narrows; `limit`
 * and `cursor` answer one page `{ rows, nextCursor, total }` in Employee ID order. Without them: the
 * spec's array.
 */
export const employeeListQuerySchema = z.object({
  fields: z.enum(EMPLOYEE_LIST_FIELDS, { error: EMPLOYEE_LIST_MESSAGES.invalidFields }).optional(),
  q: searchQuery,
  role: z.enum(ROLES, EMPLOYEE_LIST_MESSAGES.invalidRole).optional(),
  ...pagingQueryShape,
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeeListItemSchema = employeeSchema.extend({ attendance: attendanceListSchema.optional() });
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
export const employeeListSchema = listOrPageSchema(employeeListItemSchema);
