// exit's public face: services.ts and app.ts import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { exitRoutes } from './exit.routes.ts';
export { createExit } from './exit.setup.ts';
/** The daily run closing leavers' sockets (jobs/recurring-jobs.ts). */
export type { LeaversRunner } from './leavers.job.ts';
export { letterPdf, type Letterhead } from './exit-pdf.ts';
/** A settlement paid with a payroll month's run, through payroll's seam (issue 43; services.ts). */
export { settlementPayInputs } from './settlement.pay.ts';
