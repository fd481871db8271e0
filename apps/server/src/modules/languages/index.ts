// languages' public face: services.ts and app.ts import only this file (docs/architecture.md, "Modules and their faces").
export { languageRoutes } from './languages.routes.ts';
export { createLanguages } from './languages.setup.ts';
export { documentLanguages } from './document-languages.ts';
