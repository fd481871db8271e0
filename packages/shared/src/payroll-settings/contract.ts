import { ADMIN_ONLY, ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { PAYROLL_SETTINGS_ENDPOINTS } from './endpoints.ts';
import {
  payrollProfileBodySchema,
  payrollProfileSchema,
  payrollSettingsSchema,
  payrollPersonParamsSchema,
  salaryRevisionBodySchema,
  salaryRevisionListSchema,
  salaryRevisionSchema,
} from './schemas.ts';
import { taxEstimateQuerySchema, taxEstimateSchema } from './tax-estimate.ts';

const errors = [400, 401, 403] as const;
const writeErrors = [400, 401, 403, 404, 409, 422] as const;
const ownOrAdmin = { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: ADMIN_ONLY };
/** Issue 40: the person page's Payroll profile tab; HR keeps people's PAN, UAN and bank (masked) too. */
const ownOrStaff = { roles: ANY_ROLE, ownParam: 'id', othersAllowedFor: STAFF_ROLES };

export const PAYROLL_SETTINGS_CONTRACT = defineContract(PAYROLL_SETTINGS_ENDPOINTS, {
  getSettings: {
    summary: 'Payroll settings: divisor, structure template, statutory switches, payslip header (Admin)',
    response: payrollSettingsSchema,
    errors,
    access: { roles: ADMIN_ONLY },
  },
  putSettings: {
    summary: 'Change the payroll settings (Admin; audited); applies to slips generated from now on',
    body: payrollSettingsSchema,
    response: payrollSettingsSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  getProfile: {
    summary: "A person's payroll profile, PAN, UAN and bank masked (the person, HR, Admin)",
    params: payrollPersonParamsSchema,
    response: payrollProfileSchema,
    errors: [...errors, 404],
    access: ownOrStaff,
  },
  putProfile: {
    summary:
      "Set a person's payroll profile; fields left out keep their value (Admin; HR for anyone but an Admin; audited)",
    params: payrollPersonParamsSchema,
    body: payrollProfileBodySchema,
    response: payrollProfileSchema,
    errors: writeErrors,
    access: { roles: STAFF_ROLES },
  },
  listRevisions: {
    summary: "A person's salary revisions, oldest first (the person, Admin)",
    params: payrollPersonParamsSchema,
    response: salaryRevisionListSchema,
    errors: [...errors, 404],
    access: ownOrAdmin,
  },
  addRevision: {
    summary: 'Revise monthly gross from a date on, with an optional own split (Admin; audited)',
    params: payrollPersonParamsSchema,
    body: salaryRevisionBodySchema,
    response: salaryRevisionSchema,
    errors: writeErrors,
    access: { roles: ADMIN_ONLY },
  },
  taxEstimate: {
    summary: 'Income tax on an annual salary income under a regime (any signed-in user)',
    query: taxEstimateQuerySchema,
    response: taxEstimateSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
});
