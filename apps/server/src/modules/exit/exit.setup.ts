import type { LeaveBalance, WorkCalendar } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { AuditService } from '../audit/index.ts';
import type { ExitMonthInput, PayBreakdown, PayLinePaise } from '../payroll/index.ts';
import { ExitDocumentsService, type ExitDocumentsDeps } from './exit-documents.service.ts';
import type { Letterhead } from './exit-pdf.ts';
import { ExitService, type ExitDeps } from './exit.service.ts';
import { SettlementService } from './settlement.service.ts';
import { EmploymentService } from './employment.service.ts';
import { LeaversRunner } from './leavers.job.ts';
import { TeamExitService } from './exit-team.service.ts';
import type { ApprovalsService } from '../approvals/index.ts';
import { SettlementFollowUpService } from './settlement-follow-up.service.ts';
import type { OutstandingRecoveries } from './exit.ports.ts';

export interface ExitSetupDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  payroll: {
    payFor(ids: string[], year: number, month: number): Promise<{ id: string; pay: PayBreakdown }[]>;
    exitMonthStatutory(input: ExitMonthInput): Promise<{ deductions: PayLinePaise[] }>;
  };
  /** The Admin's approval flow: who decides a submitted resignation (issue 42). */
  approvals: Pick<ApprovalsService, 'plan' | 'waiting'>;
  /** Closes a person's open sockets (realtime.disconnectUser). */
  disconnect: (userId: string) => void;
  workCalendar: { calendarFor(from: string, to: string): Promise<WorkCalendar> };
  leavePolicy: { balances(id: string): Promise<LeaveBalance[]> };
  leaveTypes: { list(): Promise<{ name: string; encashable: boolean }[]> };
  letterhead: () => Promise<Letterhead>;
  compose?: ExitDocumentsDeps['compose'];
  outstandingRecoveries?: OutstandingRecoveries;
  /** The lifecycle module's probation of a person: the notice rule follows it when in use (docs/exit.md "Notice"). */
  probation?: ExitDeps['probation'];
}

/** Exits, settlements and their PDFs, wired once (services.ts). */
export function createExit(deps: ExitSetupDeps) {
  const { db, orgTime, audit } = deps;
  const exits = new ExitService({
    db,
    orgTime,
    audit,
    disconnect: deps.disconnect,
    ...(deps.probation ? { probation: deps.probation } : {}),
  });
  const settlements = new SettlementService({
    db,
    orgTime,
    audit,
    exits,
    payFor: (ids, year, month) => deps.payroll.payFor(ids, year, month),
    calendarFor: (from, to) => deps.workCalendar.calendarFor(from, to),
    balances: (id) => deps.leavePolicy.balances(id),
    encashableTypes: async () =>
      (await deps.leaveTypes.list()).filter((t) => t.encashable).map((t) => t.name),
    exitMonthStatutory: (input) => deps.payroll.exitMonthStatutory(input),
    ...(deps.outstandingRecoveries ? { outstandingRecoveries: deps.outstandingRecoveries } : {}),
  });
  const employment = new EmploymentService({ db, orgTime, audit, exits });
  const followUp = new SettlementFollowUpService({
    db,
    orgTime,
    audit,
    exits,
    calendarFor: (from, to) => deps.workCalendar.calendarFor(from, to),
  });
  const team = new TeamExitService({ db, orgTime, audit, exits, approvals: deps.approvals });
  const leavers = new LeaversRunner({ db, orgTime, disconnect: deps.disconnect });
  const documents = new ExitDocumentsService({
    orgTime,
    exits,
    settlements,
    letterhead: deps.letterhead,
    ...(deps.compose ? { compose: deps.compose } : {}),
  });
  return {
    exits,
    settlements,
    exitDocuments: documents,
    employment,
    settlementFollowUp: followUp,
    teamExits: team,
    leavers,
  };
}
