// work-calendar's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { workCalendarRoutes } from './work-calendar.routes.ts';
export { WorkCalendarService, type PeopleCalendars } from './work-calendar.service.ts';
export type { ShiftRow } from './shifts.repository.ts';
