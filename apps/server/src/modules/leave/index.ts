// leave's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { leaveRoutes } from './leave.routes.ts';
export { LeaveService } from './leave.service.ts';
export { LeaveCancelService } from './leave-cancel.service.ts';
/** The hand-over's live push reads and announces leave requests through this (composed in services.ts). */
export { leaveCoverQueue } from './leave.approvals.ts';
