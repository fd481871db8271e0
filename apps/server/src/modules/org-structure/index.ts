// org-structure's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { orgStructureRoutes } from './org-structure.routes.ts';
export { OrgUnitsService } from './units.service.ts';
export { PlacementsService } from './placements.service.ts';
