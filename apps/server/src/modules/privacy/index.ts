// privacy's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { privacyRoutes } from './privacy.routes.ts';
export { createPrivacy } from './privacy.setup.ts';
export type { PrivacyService } from './privacy.service.ts';
export type { RetentionRunner } from './retention.service.ts';
