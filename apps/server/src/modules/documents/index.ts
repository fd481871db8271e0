// documents's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { documentsRoutes } from './documents.routes.ts';
export { DocumentsService } from './documents.service.ts';
export { PersonLettersService } from './person-letters.service.ts';
