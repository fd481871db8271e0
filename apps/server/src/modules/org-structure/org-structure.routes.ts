import type { FastifyPluginAsync } from 'fastify';
import { ORG_STRUCTURE_CONTRACT } from '@hrms/shared/org-structure/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { OrgUnitsService } from './units.service.ts';
import type { PlacementsService } from './placements.service.ts';

/** The organisation structure: paths, schemas and access in packages/shared/src/org-structure/. */
export const orgStructureRoutes: FastifyPluginAsync<{
  units: OrgUnitsService;
  placements: PlacementsService;
}> = async (app, { units, placements }) =>
  registerEndpoints(app, 'orgStructure', ORG_STRUCTURE_CONTRACT, {
    structure: async () => units.structure(),
    createDepartment: async (request) => units.createDepartment(callerOf(request), request.body),
    updateDepartment: async (request) =>
      units.updateDepartment(callerOf(request), request.params.id, request.body),
    removeDepartment: async (request) => units.remove(callerOf(request), 'department', request.params.id),
    createDesignation: async (request) => units.createDesignation(callerOf(request), request.body),
    updateDesignation: async (request) =>
      units.updateDesignation(callerOf(request), request.params.id, request.body),
    removeDesignation: async (request) => units.remove(callerOf(request), 'designation', request.params.id),
    createLocation: async (request) => units.createLocation(callerOf(request), request.body),
    updateLocation: async (request) =>
      units.updateLocation(callerOf(request), request.params.id, request.body),
    removeLocation: async (request) => units.remove(callerOf(request), 'location', request.params.id),
    placement: async (request) => placements.view(callerOf(request), request.params.id),
    place: async (request) => placements.place(callerOf(request), request.params.id, request.body),
    chart: async (request) => placements.chart(callerOf(request)),
    myTeam: async (request) => placements.team(callerOf(request), request.query.scope),
  });
