// leave-policy's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { leavePolicyRoutes } from './leave-policy.routes.ts';
export { LeavePolicyService } from './leave-policy.service.ts';
export { LeaveBooks } from './leave-books.service.ts';
export { LeaveOpeningService, type ImportedOpening } from './leave-opening.service.ts';
export { LeaveAccrualRunner } from './leave-accrual.service.ts';
export { LeaveTypesService } from './leave-types.service.ts';
export { CompOffLedger } from './comp-off-ledger.ts';
