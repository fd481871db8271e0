// audit's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { auditRoutes } from './audit.routes.ts';
export { AuditService, type AuditActor } from './audit.service.ts';
export { changedFields } from './audit-snapshot.ts';
