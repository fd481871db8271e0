// holidays's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { holidaysRoutes } from './holidays.routes.ts';
export { HolidaysService } from './holidays.service.ts';
export type { LocationSpansPort } from './holidays.ports.ts';
