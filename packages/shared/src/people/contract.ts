import { z } from 'zod';
import { ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import {
  changePasswordResponseSchema,
  changePasswordSchema,
  resetPasswordResponseSchema,
  resetPasswordSchema,
} from './accounts.ts';
import { PEOPLE_ENDPOINTS } from './endpoints.ts';
import { employeeListQuerySchema, employeeListSchema } from './list.ts';
import {
  createEmployeeFieldsSchema,
  deleteEmployeeResponseSchema,
  detailsFieldsSchema,
  employeeDetailsSchema,
  employeeSchema,
  updateEmployeeFieldsSchema,
} from './schemas.ts';

// Ids are bounded before they reach a query; the reset path has always taken any string (then 404).
const idParams = z.object({ id: z.string().max(64) });
const tags = ['employees'] as const;

// Listing and adding are open to Admin and HR under their prefix; the rest is Admin's (areas: ['admin']).
export const PEOPLE_CONTRACT = defineContract(PEOPLE_ENDPOINTS, {
  list: {
    summary:
      'All employees, each with their attendance of last month and this one (?fields=lean: without); ?q=&role= filter, ?limit=&cursor= answer one page (docs/paging.md)',
    tags,
    query: employeeListQuerySchema,
    response: employeeListSchema,
    errors: [400, 401, 403],
  },
  create: {
    summary: 'Add an employee (multipart: name, email, password, role, baseSalary, joinedOn, file)',
    tags,
    form: createEmployeeFieldsSchema,
    response: employeeSchema,
    errors: [400, 401, 403, 409, 413],
  },
  update: {
    summary: 'Update an employee (multipart; a blank password keeps the current one)',
    tags,
    params: idParams,
    form: updateEmployeeFieldsSchema,
    response: employeeSchema,
    errors: [400, 401, 403, 404, 409, 413],
  },
  remove: {
    summary: 'Delete an employee and everything only theirs',
    tags,
    params: idParams,
    response: deleteEmployeeResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
  resetPassword: {
    summary: 'Admin sets a new password (typed, or generated and shown once); ends their sessions',
    params: z.object({ id: z.string() }),
    body: resetPasswordSchema,
    response: resetPasswordResponseSchema,
    errors: [400, 401, 403, 404, 409, 429],
  },
  changePassword: {
    summary: 'Change one\u2019s own password; ends every other session and answers a fresh token',
    tags: ['auth'],
    body: changePasswordSchema,
    response: changePasswordResponseSchema,
    errors: [400, 401, 403, 404, 409, 429],
    access: { roles: ANY_ROLE },
  },
  details: {
    summary: 'Profile and additional details',
    tags: ['documents'],
    params: idParams,
    response: employeeDetailsSchema,
    errors: [400, 401, 403, 404],
    access: { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES },
  },
  updateDetails: {
    summary:
      'Set the personal e-mail and upload documents (multipart: personalEmail + any of the seven files)',
    tags: ['documents'],
    params: idParams,
    form: detailsFieldsSchema,
    response: employeeDetailsSchema,
    errors: [400, 401, 403, 404, 409, 413],
    // Only the person themself uploads their documents (spec section 6).
    access: { roles: ANY_ROLE, ownParam: 'id' },
  },
});
