import { z } from 'zod';
import { attendanceListSchema } from '../attendance/schemas.ts';
import { listOrPageSchema, pagingQueryShape, searchQuery } from '../paging.ts';
import { ROLES } from '../roles.ts';
import { isRecordId } from '../schedule-fields.ts';
import { employeeSchema } from './schemas.ts';

/**
 * GET /api/admin/employees and /api/hr/employees. By default ('full') each item carries the person's
 * `attendance` (spec section 3 lists it on an Employee, and the spec's original client reads it for manual
 * marking): every record from the 1st of the previous month to the last day of the current one, in the
 * organisation's calendar, newest first. `?fields=lean` leaves it out; our own screens ask for that.
 */
export const EMPLOYEE_LIST_FIELDS = ['full', 'lean'] as const;
export type EmployeeListFields = (typeof EMPLOYEE_LIST_FIELDS)[number];

/**
 * Issue 43: who the list holds. `current` (the default): everyone but those whose last working day has passed;
 * `former`: only those ("Former employees", their records kept); `all`: both. A fresh install has no leavers,
 * so its default list is the spec's.
 */
export const EMPLOYEE_LIST_STATUSES = ['current', 'former', 'all'] as const;
export type EmployeeListStatus = (typeof EMPLOYEE_LIST_STATUSES)[number];

export const EMPLOYEE_LIST_MESSAGES = {
  invalidStatus: "The status parameter must be 'current', 'former' or 'all'.",
  invalidFields: "The fields parameter must be 'full' or 'lean'.",
  invalidRole: 'Please choose a valid role.',
  invalidStructureFilter: 'Please choose a valid department, designation, location or manager.',
} as const;

const structureFilter = z
  .string()
  .refine(isRecordId, { error: EMPLOYEE_LIST_MESSAGES.invalidStructureFilter })
  .optional();

/**
 * Beyond the spec (issue 24, docs/paging.md): `q` searches names and e-mails, `role` narrows; `limit`
 * and `cursor` answer one page `{ rows, nextCursor, total }` in Employee ID order. Without them: the
 * spec's array.
 */
export const employeeListQuerySchema = z.object({
  fields: z.enum(EMPLOYEE_LIST_FIELDS, { error: EMPLOYEE_LIST_MESSAGES.invalidFields }).optional(),
  q: searchQuery,
  role: z.enum(ROLES, EMPLOYEE_LIST_MESSAGES.invalidRole).optional(),
  status: z.enum(EMPLOYEE_LIST_STATUSES, { error: EMPLOYEE_LIST_MESSAGES.invalidStatus }).optional(),
  // Issue 42: people in a department, designation or location today, or reporting directly to a manager.
  departmentId: structureFilter,
  designationId: structureFilter,
  locationId: structureFilter,
  managerId: structureFilter,
  ...pagingQueryShape,
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

/** Issue 42: the person's department, designation, location and manager today, by name (lean lists). */
export const employeePlacementNamesSchema = z.object({
  department: z.string().nullable(),
  designation: z.string().nullable(),
  location: z.string().nullable(),
  manager: z.string().nullable(),
});
export type EmployeePlacementNames = z.infer<typeof employeePlacementNamesSchema>;

export const employeeListItemSchema = employeeSchema.extend({
  attendance: attendanceListSchema.optional(),
  placement: employeePlacementNamesSchema.optional(),
  /** Issue 43: the last working day of a decided exit; only on people who have one. */
  leftOn: z.string().optional(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
export const employeeListSchema = listOrPageSchema(employeeListItemSchema);
