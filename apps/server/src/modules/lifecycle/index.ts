// lifecycle's public face: services.ts, app.ts, jobs/ and the modules that start onboarding import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { lifecycleRoutes } from './lifecycle.routes.ts';
export { createLifecycle } from './lifecycle.setup.ts';
export type { ProbationReminders } from './probation-reminders.job.ts';
