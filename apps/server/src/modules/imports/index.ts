// imports' public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { importRoutes } from './imports.routes.ts';
export { PeopleImportService } from './people-import.service.ts';
export { LeaveBalancesImportService } from './leave-balances-import.service.ts';
export { YearToDateImportService } from './year-to-date-import.service.ts';
