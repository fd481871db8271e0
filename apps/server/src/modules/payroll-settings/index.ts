// payroll-settings' public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { payrollSettingsRoutes } from './payroll-settings.routes.ts';
export { PayrollSettingsService } from './payroll-settings.service.ts';
export type { RevisionInForce } from './salary-revisions.ts';
