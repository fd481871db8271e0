import { defineEndpoints } from '../http/endpoints.ts';

/**
 * The organisation structure (issue 42): departments, designations and locations (Admin and HR write, under
 * their own prefix; everyone reads the names), each person's dated placement, the org chart and "my team".
 * Schemas and access in contract.ts.
 */
export const ORG_STRUCTURE_ENDPOINTS = defineEndpoints({
  structure: { method: 'GET', path: '/org/structure' },
  createDepartment: { method: 'POST', path: '{area}/departments', areas: ['admin', 'hr'], status: 201 },
  updateDepartment: { method: 'PUT', path: '{area}/departments/:id', areas: ['admin', 'hr'] },
  removeDepartment: { method: 'DELETE', path: '{area}/departments/:id', areas: ['admin', 'hr'] },
  createDesignation: { method: 'POST', path: '{area}/designations', areas: ['admin', 'hr'], status: 201 },
  updateDesignation: { method: 'PUT', path: '{area}/designations/:id', areas: ['admin', 'hr'] },
  removeDesignation: { method: 'DELETE', path: '{area}/designations/:id', areas: ['admin', 'hr'] },
  createLocation: { method: 'POST', path: '{area}/locations', areas: ['admin', 'hr'], status: 201 },
  updateLocation: { method: 'PUT', path: '{area}/locations/:id', areas: ['admin', 'hr'] },
  removeLocation: { method: 'DELETE', path: '{area}/locations/:id', areas: ['admin', 'hr'] },
  placement: { method: 'GET', path: '/org/people/:id' },
  place: { method: 'PUT', path: '{area}/employees/:id/placement', areas: ['admin', 'hr'] },
  chart: { method: 'GET', path: '/org/chart' },
  myTeam: { method: 'GET', path: '/org/my-team' },
});
