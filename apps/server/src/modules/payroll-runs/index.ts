// payroll-runs's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { payrollRunRoutes } from './payroll-runs.routes.ts';
export { PayrollRunsService } from './payroll-runs.service.ts';
export { PayrollLocks } from './payroll-locks.service.ts';
