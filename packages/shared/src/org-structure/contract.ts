import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { ORG_STRUCTURE_ENDPOINTS } from './endpoints.ts';
import {
  departmentBodySchema,
  departmentSchema,
  designationBodySchema,
  designationSchema,
  locationBodySchema,
  locationSchema,
  orgChartSchema,
  orgIdParamsSchema,
  orgStructureSchema,
  placementBodySchema,
  placementViewSchema,
  teamQuerySchema,
  teamSchema,
} from './schemas.ts';

const createErrors = [400, 401, 403, 404, 409] as const;
const writeErrors = [400, 401, 403, 404, 409] as const;
const removeErrors = [401, 403, 404, 409] as const;

export const ORG_STRUCTURE_CONTRACT = defineContract(ORG_STRUCTURE_ENDPOINTS, {
  structure: {
    summary: 'Every department, designation and location with its head and head count (any signed-in person)',
    response: orgStructureSchema,
    errors: [401],
    access: { roles: ANY_ROLE },
  },
  createDepartment: {
    summary: 'Add a department (Admin, HR); names are unique whatever their case, the head is optional',
    body: departmentBodySchema,
    response: departmentSchema,
    errors: createErrors,
  },
  updateDepartment: {
    summary: 'Rename a department or change its head (Admin, HR)',
    params: orgIdParamsSchema,
    body: departmentBodySchema,
    response: departmentSchema,
    errors: writeErrors,
  },
  removeDepartment: {
    summary: 'Delete a department nobody belongs to now or from a later date (Admin, HR); 409 with the count',
    params: orgIdParamsSchema,
    response: departmentSchema,
    errors: removeErrors,
  },
  createDesignation: {
    summary: 'Add a designation (Admin, HR); names are unique whatever their case',
    body: designationBodySchema,
    response: designationSchema,
    errors: createErrors,
  },
  updateDesignation: {
    summary: 'Rename a designation (Admin, HR)',
    params: orgIdParamsSchema,
    body: designationBodySchema,
    response: designationSchema,
    errors: writeErrors,
  },
  removeDesignation: {
    summary: 'Delete a designation nobody holds now or from a later date (Admin, HR); 409 with the count',
    params: orgIdParamsSchema,
    response: designationSchema,
    errors: removeErrors,
  },
  createLocation: {
    summary: 'Add a location (Admin, HR): a name, an Indian state or union territory code and its address',
    body: locationBodySchema,
    response: locationSchema,
    errors: createErrors,
  },
  updateLocation: {
    summary: 'Change a location (Admin, HR)',
    params: orgIdParamsSchema,
    body: locationBodySchema,
    response: locationSchema,
    errors: writeErrors,
  },
  removeLocation: {
    summary: 'Delete a location nobody works at now or from a later date (Admin, HR); 409 with the count',
    params: orgIdParamsSchema,
    response: locationSchema,
    errors: removeErrors,
  },
  placement: {
    summary:
      "A person's department, designation, location and manager today, and every dated change (the person, anyone they report to, Admin, HR)",
    params: orgIdParamsSchema,
    response: placementViewSchema,
    errors: [401, 403, 404],
    access: { roles: ANY_ROLE },
  },
  place: {
    summary:
      "Change a person's department, designation, location or manager from a date (Admin, HR); one transaction, 409 for a reporting loop",
    params: orgIdParamsSchema,
    body: placementBodySchema,
    response: placementViewSchema,
    errors: writeErrors,
  },
  chart: {
    summary:
      'The org chart: Admin and HR the whole organisation; anyone else their manager chain and everyone below them',
    response: orgChartSchema,
    errors: [401],
    access: { roles: ANY_ROLE },
  },
  myTeam: {
    summary:
      "The caller's direct reports (scope=all: everyone below them) with today's attendance; never pay, documents or identity numbers",
    query: teamQuerySchema,
    response: teamSchema,
    errors: [400, 401],
    access: { roles: ANY_ROLE },
  },
});
