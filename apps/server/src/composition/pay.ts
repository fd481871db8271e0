import type { ServiceDeps } from '../service-deps.ts';
import type { Jobs } from '../jobs/index.ts';
import { AdvancesService, advancePayInputs } from '../modules/advances/index.ts';
import { claimPayInputs, ClaimsService, openPayMonth } from '../modules/claims/index.ts';
import { settlementPayInputs } from '../modules/exit/index.ts';
import type { LeaveBooks, LeaveTypesService } from '../modules/leave-policy/index.ts';
import type { NotificationsService } from '../modules/notifications/index.ts';
import { OnDutyDecisions, OnDutyService } from '../modules/on-duty/index.ts';
import type { createOrganisation } from '../modules/organisation/index.ts';
import { CompOff, OvertimeDecisions, OvertimeService } from '../modules/overtime/index.ts';
import { combinePayInputs, PayrollService, payslipPool } from '../modules/payroll/index.ts';
import { PayrollRunsService } from '../modules/payroll-runs/index.ts';
import { PayrollSettingsService } from '../modules/payroll-settings/index.ts';
import {
  Form130BulkService,
  TaxExtrasService,
  TaxFormsService,
  withExtras,
} from '../modules/tax-forms/index.ts';
import { createTaxProofs } from '../modules/tax-proofs/index.ts';
import { TaxYearService } from '../modules/tax-year/index.ts';
import type { Calendar } from './calendar.ts';
import type { Foundation } from './foundation.ts';

/** What the money domains need from the rest of the app besides the foundation and the calendar. */
export interface PayNeeds {
  organisation: ReturnType<typeof createOrganisation>;
  jobs: Jobs;
  books: LeaveBooks;
  leaveTypes: LeaveTypesService;
  notifications: NotificationsService;
}

/** Payroll and everything that pays through it: settings, the tax year, overtime, on-duty, claims, advances. */
export function createPay(deps: ServiceDeps, f: Foundation, cal: Calendar, needs: PayNeeds) {
  const { orgTime, audit, storage, fileLinks, fourEyes, payrollLocks } = f;
  const { workCalendar, approvals, attendance, placements } = cal;
  const payrollSettings = new PayrollSettingsService({
    db: deps.db,
    orgTime,
    orgName: deps.config.orgName,
    audit,
    organisation: needs.organisation,
  });
  // Issue 44: the tax year's regime and declarations; payroll's TDS reads them (taxBasis below).
  const taxYear = new TaxYearService({ db: deps.db, orgTime, audit, payrollSettings });
  // House rent, earlier employment, Form 130 / 138, the LWF return; rent and earlier income join the TDS basis.
  const taxExtras = new TaxExtrasService({ db: deps.db, orgTime, audit, fourEyes, payrollSettings });
  const taxForms = new TaxFormsService({ db: deps.db, orgTime, audit, payrollSettings, storage });
  // Proofs of the declared lines (private storage, signed links) and Form 12BB.
  const { taxProofs } = createTaxProofs({ db: deps.db, orgTime, storage, links: fileLinks, payrollSettings });
  // Payslip PDFs render on worker threads (both cores); closed with the app (app.ts).
  const payslips = payslipPool();
  // Issue 45: compensatory off for work on weekly offs and holidays, credits in the leave ledger.
  const compOff = new CompOff({ db: deps.db, workCalendar, leaveTypes: needs.leaveTypes });
  // Issue 45: overtime claims from punches (it listens to attendance's announcements), paid through payroll.
  const overtime = new OvertimeService({
    db: deps.db,
    orgTime,
    audit,
    approvals,
    workCalendar,
    payrollSettings,
    locks: payrollLocks,
    compOff,
    realtime: deps.realtime,
    notices: needs.notifications,
    onError: (error) => deps.log.warn({ err: error }, 'overtime claim not made'),
  });
  overtime.listen(deps.realtime);
  const onDuty = new OnDutyService({
    db: deps.db,
    orgTime,
    audit,
    approvals,
    workCalendar,
    attendance,
    overtime,
    locks: payrollLocks,
    realtime: deps.realtime,
    notices: needs.notifications,
  });
  // An approved on-duty day may be punched from anywhere when the organisation says so (docs/overtime.md).
  attendance.answerWorkModePunches({
    fromAnywhere: async () => (await onDuty.settings()).punchFromAnywhere,
  });
  const payroll = new PayrollService({
    db: deps.db,
    orgTime,
    orgName: deps.config.orgName,
    payrollSettings,
    workCalendar,
    realtime: deps.realtime,
    attendance,
    storage,
    fileLinks,
    audit,
    jobs: needs.jobs,
    payslips,
    // Leave taken beyond its balance as unpaid is loss of pay (docs/leave.md, docs/payroll.md).
    unpaidLeave: (userIds, from, to) => needs.books.unpaidLeaveDays(userIds, from, to),
    // Professional Tax by the state of the person's location in the slip's month (docs/payroll-statutory.md).
    workStates: (userIds, day) => placements.workStatesOn(userIds, day),
    taxBasis: async (userIds, fyStartYear, date) =>
      withExtras(
        await taxYear.basisFor(userIds, fyStartYear, date),
        await taxExtras.basisFor(userIds, fyStartYear, date),
      ),
    payInputs: combinePayInputs([
      overtime.payInputs,
      claimPayInputs(deps.db),
      advancePayInputs(deps.db),
      settlementPayInputs(deps.db),
    ]),
  });
  // Issue 45: expense claims, decided through the approval flow, paid through payroll's pay inputs (above).
  const claims = new ClaimsService({
    db: deps.db,
    orgTime,
    audit,
    approvals,
    fourEyes,
    storage,
    links: fileLinks,
    realtime: deps.realtime,
    notices: needs.notifications,
  });
  const advances = new AdvancesService({
    db: deps.db,
    orgTime,
    audit,
    approvals,
    fourEyes,
    openPayMonth,
    realtime: deps.realtime,
    notices: needs.notifications,
  });
  // Every Form 130 of a year in the background, a ZIP for HR, a notice (and so a mail) to each person (issue 44).
  const form130Bulk = new Form130BulkService({
    db: deps.db,
    orgTime,
    jobs: needs.jobs,
    audit,
    storage,
    fileLinks,
    notices: needs.notifications,
    taxForms,
  });
  return {
    payrollSettings,
    taxYear,
    taxExtras,
    taxForms,
    taxProofs,
    form130Bulk,
    payslips,
    compOff,
    overtime,
    overtimeDecisions: new OvertimeDecisions(overtime),
    onDuty,
    onDutyDecisions: new OnDutyDecisions(onDuty),
    payroll,
    claims,
    advances,
    // Issue 22: preview, reopen, paid status and the statutory files (docs/payroll.md).
    payrollRuns: new PayrollRunsService({
      db: deps.db,
      orgTime,
      realtime: deps.realtime,
      audit,
      payroll,
      payrollSettings,
      workStates: (userIds, day) => placements.workStatesOn(userIds, day),
      structure: placements,
    }),
  };
}
