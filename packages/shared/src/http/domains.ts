import type { DOCUMENT_CONTRACT } from '../documents/contract.ts';
import { DOCUMENT_ENDPOINTS } from '../documents/endpoints.ts';
import type { EVENT_CONTRACT } from '../events/contract.ts';
import { EVENT_ENDPOINTS } from '../events/endpoints.ts';
import type { LEAVE_CONTRACT } from '../leave/contract.ts';
import { LEAVE_ENDPOINTS } from '../leave/endpoints.ts';
import type { PAYROLL_CONTRACT } from '../payroll/contract.ts';
import { PAYROLL_ENDPOINTS } from '../payroll/endpoints.ts';
import type { PEOPLE_CONTRACT } from '../people/contract.ts';
import { PEOPLE_ENDPOINTS } from '../people/endpoints.ts';
import type { TASK_CONTRACT } from '../tasks/contract.ts';
import type { ATTENDANCE_CONTRACT } from '../attendance/contract.ts';
import { ATTENDANCE_ENDPOINTS } from '../attendance/endpoints.ts';
import { TASK_ENDPOINTS } from '../tasks/endpoints.ts';
import type { NOTIFICATION_CONTRACT } from '../notifications/contract.ts';
import { NOTIFICATION_ENDPOINTS } from '../notifications/endpoints.ts';
import type { AUTH_CONTRACT } from '../auth/contract.ts';
import { AUTH_ENDPOINTS } from '../auth/endpoints.ts';
import type { SYSTEM_CONTRACT } from '../system/contract.ts';
import { SYSTEM_ENDPOINTS } from '../system/endpoints.ts';
import type { AUDIT_CONTRACT } from '../audit/contract.ts';
import { AUDIT_ENDPOINTS } from '../audit/endpoints.ts';
import type { FILE_CONTRACT } from '../files/contract.ts';
import { FILE_ENDPOINTS } from '../files/endpoints.ts';
import type { HOLIDAY_CONTRACT } from '../holidays/contract.ts';
import { HOLIDAY_ENDPOINTS } from '../holidays/endpoints.ts';
import type { WORK_CALENDAR_CONTRACT } from '../work-calendar/contract.ts';
import { WORK_CALENDAR_ENDPOINTS } from '../work-calendar/endpoints.ts';
import type { LEAVE_POLICY_CONTRACT } from '../leave-policy/contract.ts';
import { LEAVE_POLICY_ENDPOINTS } from '../leave-policy/endpoints.ts';
import type { PAYROLL_SETTINGS_CONTRACT } from '../payroll-settings/contract.ts';
import { PAYROLL_SETTINGS_ENDPOINTS } from '../payroll-settings/endpoints.ts';
import type { MAIL_CONTRACT } from '../mail/contract.ts';
import type { LANGUAGE_CONTRACT } from '../languages/contract.ts';
import type { PAYROLL_RUN_CONTRACT } from '../payroll-runs/contract.ts';
import { PAYROLL_RUN_ENDPOINTS } from '../payroll-runs/endpoints.ts';
import { MAIL_ENDPOINTS } from '../mail/endpoints.ts';
import { LANGUAGE_ENDPOINTS } from '../languages/endpoints.ts';
import type { TWO_STEP_CONTRACT } from '../two-step/contract.ts';
import { TWO_STEP_ENDPOINTS } from '../two-step/endpoints.ts';
import type { PRIVACY_CONTRACT } from '../privacy/contract.ts';
import { PRIVACY_ENDPOINTS } from '../privacy/endpoints.ts';
import type { ORGANISATION_CONTRACT } from '../organisation/contract.ts';
import { ORGANISATION_ENDPOINTS } from '../organisation/endpoints.ts';
import type { ORG_STRUCTURE_CONTRACT } from '../org-structure/contract.ts';
import { ORG_STRUCTURE_ENDPOINTS } from '../org-structure/endpoints.ts';
import type { DEVICE_CONTRACT } from '../devices/contract.ts';
import { DEVICE_ENDPOINTS } from '../devices/endpoints.ts';
import type { EXIT_CONTRACT } from '../exit/contract.ts';
import { EXIT_ENDPOINTS } from '../exit/endpoints.ts';
import type { APPROVALS_CONTRACT } from '../approvals/contract.ts';
import { APPROVALS_ENDPOINTS } from '../approvals/endpoints.ts';
import type { IMPORT_CONTRACT } from '../imports/contract.ts';
import { IMPORT_ENDPOINTS } from '../imports/endpoints.ts';
import type { LIFECYCLE_CONTRACT } from '../lifecycle/contract.ts';
import { LIFECYCLE_ENDPOINTS } from '../lifecycle/endpoints.ts';
import type { TAX_YEAR_CONTRACT } from '../tax-year/contract.ts';
import type { TAX_FORMS_CONTRACT } from '../tax-forms/contract.ts';
import { TAX_FORMS_ENDPOINTS } from '../tax-forms/endpoints.ts';
import type { TAX_PROOFS_CONTRACT } from '../tax-proofs/contract.ts';
import { TAX_PROOFS_ENDPOINTS } from '../tax-proofs/endpoints.ts';
import { TAX_YEAR_ENDPOINTS } from '../tax-year/endpoints.ts';
import type { OVERTIME_CONTRACT } from '../overtime/contract.ts';
import { OVERTIME_ENDPOINTS } from '../overtime/endpoints.ts';
import type { ON_DUTY_CONTRACT } from '../overtime/on-duty-contract.ts';
import { ON_DUTY_ENDPOINTS } from '../overtime/on-duty-endpoints.ts';
import type { CLAIM_CONTRACT } from '../claims/contract.ts';
import { CLAIM_ENDPOINTS } from '../claims/endpoints.ts';
import type { ADVANCE_CONTRACT } from '../advances/contract.ts';
import { ADVANCE_ENDPOINTS } from '../advances/endpoints.ts';
import type { BodyOf, ContractFor, QueryOf, ResponseOf } from './contract.ts';

/** The domains whose endpoints are described by the contract (issue 18), by name. */
export const ENDPOINTS = {
  events: EVENT_ENDPOINTS,
  tasks: TASK_ENDPOINTS,
  leave: LEAVE_ENDPOINTS,
  payroll: PAYROLL_ENDPOINTS,
  people: PEOPLE_ENDPOINTS,
  documents: DOCUMENT_ENDPOINTS,
  attendance: ATTENDANCE_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  system: SYSTEM_ENDPOINTS,
  audit: AUDIT_ENDPOINTS,
  files: FILE_ENDPOINTS,
  holidays: HOLIDAY_ENDPOINTS,
  workCalendar: WORK_CALENDAR_ENDPOINTS,
  leavePolicy: LEAVE_POLICY_ENDPOINTS,
  payrollSettings: PAYROLL_SETTINGS_ENDPOINTS,
  mail: MAIL_ENDPOINTS,
  languages: LANGUAGE_ENDPOINTS,
  payrollRuns: PAYROLL_RUN_ENDPOINTS,
  twoStep: TWO_STEP_ENDPOINTS,
  privacy: PRIVACY_ENDPOINTS,
  organisation: ORGANISATION_ENDPOINTS,
  orgStructure: ORG_STRUCTURE_ENDPOINTS,
  devices: DEVICE_ENDPOINTS,
  exit: EXIT_ENDPOINTS,
  approvals: APPROVALS_ENDPOINTS,
  imports: IMPORT_ENDPOINTS,
  taxYear: TAX_YEAR_ENDPOINTS,
  lifecycle: LIFECYCLE_ENDPOINTS,
  taxForms: TAX_FORMS_ENDPOINTS,
  taxProofs: TAX_PROOFS_ENDPOINTS,
  overtime: OVERTIME_ENDPOINTS,
  onDuty: ON_DUTY_ENDPOINTS,
  claims: CLAIM_ENDPOINTS,
  advances: ADVANCE_ENDPOINTS,
} as const;

export type DomainName = keyof typeof ENDPOINTS;
export type OperationName<D extends DomainName> = keyof (typeof ENDPOINTS)[D] & string;

export interface Contracts {
  events: typeof EVENT_CONTRACT;
  tasks: typeof TASK_CONTRACT;
  leave: typeof LEAVE_CONTRACT;
  payroll: typeof PAYROLL_CONTRACT;
  people: typeof PEOPLE_CONTRACT;
  documents: typeof DOCUMENT_CONTRACT;
  attendance: typeof ATTENDANCE_CONTRACT;
  notifications: typeof NOTIFICATION_CONTRACT;
  auth: typeof AUTH_CONTRACT;
  system: typeof SYSTEM_CONTRACT;
  audit: typeof AUDIT_CONTRACT;
  files: typeof FILE_CONTRACT;
  holidays: typeof HOLIDAY_CONTRACT;
  workCalendar: typeof WORK_CALENDAR_CONTRACT;
  leavePolicy: typeof LEAVE_POLICY_CONTRACT;
  payrollSettings: typeof PAYROLL_SETTINGS_CONTRACT;
  mail: typeof MAIL_CONTRACT;
  languages: typeof LANGUAGE_CONTRACT;
  payrollRuns: typeof PAYROLL_RUN_CONTRACT;
  twoStep: typeof TWO_STEP_CONTRACT;
  privacy: typeof PRIVACY_CONTRACT;
  organisation: typeof ORGANISATION_CONTRACT;
  orgStructure: typeof ORG_STRUCTURE_CONTRACT;
  devices: typeof DEVICE_CONTRACT;
  exit: typeof EXIT_CONTRACT;
  approvals: typeof APPROVALS_CONTRACT;
  imports: typeof IMPORT_CONTRACT;
  taxYear: typeof TAX_YEAR_CONTRACT;
  lifecycle: typeof LIFECYCLE_CONTRACT;
  taxForms: typeof TAX_FORMS_CONTRACT;
  taxProofs: typeof TAX_PROOFS_CONTRACT;
  overtime: typeof OVERTIME_CONTRACT;
  onDuty: typeof ON_DUTY_CONTRACT;
  claims: typeof CLAIM_CONTRACT;
  advances: typeof ADVANCE_CONTRACT;
}

/**
 * Each domain's zod contract, loaded on first use: the browser fetches it beside the first answer that
 * needs it, so the schema library stays out of a screen's first download (docs/decisions.md).
 */
export const CONTRACTS: { [D in DomainName]: () => Promise<Contracts[D]> } = {
  events: () => import('../events/contract.ts').then((module) => module.EVENT_CONTRACT),
  tasks: () => import('../tasks/contract.ts').then((module) => module.TASK_CONTRACT),
  leave: () => import('../leave/contract.ts').then((module) => module.LEAVE_CONTRACT),
  payroll: () => import('../payroll/contract.ts').then((module) => module.PAYROLL_CONTRACT),
  people: () => import('../people/contract.ts').then((module) => module.PEOPLE_CONTRACT),
  documents: () => import('../documents/contract.ts').then((module) => module.DOCUMENT_CONTRACT),
  attendance: () => import('../attendance/contract.ts').then((module) => module.ATTENDANCE_CONTRACT),
  notifications: () => import('../notifications/contract.ts').then((module) => module.NOTIFICATION_CONTRACT),
  auth: () => import('../auth/contract.ts').then((module) => module.AUTH_CONTRACT),
  system: () => import('../system/contract.ts').then((module) => module.SYSTEM_CONTRACT),
  audit: () => import('../audit/contract.ts').then((module) => module.AUDIT_CONTRACT),
  files: () => import('../files/contract.ts').then((module) => module.FILE_CONTRACT),
  holidays: () => import('../holidays/contract.ts').then((module) => module.HOLIDAY_CONTRACT),
  workCalendar: () => import('../work-calendar/contract.ts').then((module) => module.WORK_CALENDAR_CONTRACT),
  leavePolicy: () => import('../leave-policy/contract.ts').then((module) => module.LEAVE_POLICY_CONTRACT),
  payrollSettings: () =>
    import('../payroll-settings/contract.ts').then((module) => module.PAYROLL_SETTINGS_CONTRACT),
  mail: () => import('../mail/contract.ts').then((module) => module.MAIL_CONTRACT),
  languages: () => import('../languages/contract.ts').then((module) => module.LANGUAGE_CONTRACT),
  payrollRuns: () => import('../payroll-runs/contract.ts').then((module) => module.PAYROLL_RUN_CONTRACT),
  twoStep: () => import('../two-step/contract.ts').then((module) => module.TWO_STEP_CONTRACT),
  privacy: () => import('../privacy/contract.ts').then((module) => module.PRIVACY_CONTRACT),
  organisation: () => import('../organisation/contract.ts').then((module) => module.ORGANISATION_CONTRACT),
  orgStructure: () => import('../org-structure/contract.ts').then((module) => module.ORG_STRUCTURE_CONTRACT),
  devices: () => import('../devices/contract.ts').then((module) => module.DEVICE_CONTRACT),
  exit: () => import('../exit/contract.ts').then((module) => module.EXIT_CONTRACT),
  approvals: () => import('../approvals/contract.ts').then((module) => module.APPROVALS_CONTRACT),
  imports: () => import('../imports/contract.ts').then((module) => module.IMPORT_CONTRACT),
  taxYear: () => import('../tax-year/contract.ts').then((module) => module.TAX_YEAR_CONTRACT),
  lifecycle: () => import('../lifecycle/contract.ts').then((module) => module.LIFECYCLE_CONTRACT),
  taxForms: () => import('../tax-forms/contract.ts').then((module) => module.TAX_FORMS_CONTRACT),
  taxProofs: () => import('../tax-proofs/contract.ts').then((module) => module.TAX_PROOFS_CONTRACT),
  overtime: () => import('../overtime/contract.ts').then((module) => module.OVERTIME_CONTRACT),
  onDuty: () => import('../overtime/on-duty-contract.ts').then((module) => module.ON_DUTY_CONTRACT),
  claims: () => import('../claims/contract.ts').then((module) => module.CLAIM_CONTRACT),
  advances: () => import('../advances/contract.ts').then((module) => module.ADVANCE_CONTRACT),
};

// Every contract covers exactly its endpoint table: defineContract checks it per domain, this per registry entry.
type Covers<D extends DomainName> =
  Contracts[D] extends ContractFor<(typeof ENDPOINTS)[D]>
    ? Exclude<keyof Contracts[D], OperationName<D>> extends never
      ? true
      : false
    : false;
type Assert<T extends true> = T;
export type _RegistryCovered = Assert<{ [D in DomainName]: Covers<D> }[DomainName]>;

type Op<D extends DomainName, N extends OperationName<D>> = Contracts[D][N & keyof Contracts[D]];
export type RequestBody<D extends DomainName, N extends OperationName<D>> = BodyOf<Op<D, N>>;
export type RequestQuery<D extends DomainName, N extends OperationName<D>> = QueryOf<Op<D, N>>;
export type ResponseBody<D extends DomainName, N extends OperationName<D>> = ResponseOf<Op<D, N>>;
