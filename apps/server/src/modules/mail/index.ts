// mail's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { mailRoutes } from './mail.routes.ts';
export { createMail } from './mail.setup.ts';
export type { MailService } from './mail.service.ts';
export type { MailRetryPolicy } from './mail.delivery.ts';
