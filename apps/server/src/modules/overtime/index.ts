// overtime's public face (issue 45, docs/overtime.md): claims from punches, their decisions and payroll's lines.
// Above attendance, approvals, payroll and payroll-settings; payroll-runs answers its locks through a port.
export { overtimeRoutes } from './overtime.routes.ts';
export { OvertimeService } from './overtime.service.ts';
export { OvertimeDecisions } from './overtime.decisions.ts';
export {
  awaitingOf,
  personQueue,
  planOf,
  recipientsOf,
  waitingOf,
  type Waiting,
} from './overtime.approvals.ts';
export type { PayMonthLocks } from './overtime.ports.ts';
export { CompOff } from './comp-off.service.ts';
export { CompOffExpiryJob } from './comp-off.job.ts';
