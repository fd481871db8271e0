// people's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { peopleRoutes } from './people.routes.ts';
export { PeopleService } from './people.service.ts';
export { AccountsService } from './accounts.service.ts';
export { PasswordResetService } from './password-reset.service.ts';
export { createImportedAccounts, createUserAccount, normaliseEmail } from './new-account.ts';
export type { OnboardingPort } from './people.ports.ts';
