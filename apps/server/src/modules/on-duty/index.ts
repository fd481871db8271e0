// on-duty's public face (issue 45, docs/overtime.md): on-duty and work-from-home requests and their decisions.
// Above attendance, approvals, overtime (its settings) and work-calendar; payroll-runs answers its locks through a port.
export { onDutyRoutes } from './on-duty.routes.ts';
export { OnDutyService } from './on-duty.service.ts';
export { OnDutyDecisions } from './on-duty.decisions.ts';
