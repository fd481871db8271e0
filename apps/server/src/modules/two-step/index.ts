// two-step's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { twoStepRoutes } from './two-step.routes.ts';
export { createTwoStep } from './two-step.setup.ts';
export { passwordAttemptKey, type TwoStepService } from './two-step.service.ts';
