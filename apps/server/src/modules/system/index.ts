// system's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { systemRoutes } from './system.routes.ts';
export { SystemService } from './system.service.ts';
export { DbMaintenance } from './db-maintenance.ts';
