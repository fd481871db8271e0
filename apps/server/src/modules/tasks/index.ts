// tasks's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { tasksRoutes } from './tasks.routes.ts';
export { TasksService } from './tasks.service.ts';
