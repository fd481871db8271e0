// events's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { eventsRoutes } from './events.routes.ts';
export { EventsService } from './events.service.ts';
