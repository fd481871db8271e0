import type { LeaveBalance, WorkCalendar } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { AuditService } from '../audit/index.ts';
import type { PayBreakdown } from '../payroll/index.ts';
import { ExitDocumentsService } from './exit-documents.service.ts';
import type { Letterhead } from './exit-pdf.ts';
import { ExitService } from './exit.service.ts';
import { SettlementService } from './settlement.service.ts';
import type { OutstandingRecoveries } from './exit.ports.ts';

export interface ExitSetupDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  payroll: {
    payFor(ids: string[], year: number, month: number): Promise<{ id: string; pay: PayBreakdown }[]>;
  };
  workCalendar: { calendarFor(from: string, to: string): Promise<WorkCalendar> };
  leavePolicy: { balances(id: string): Promise<LeaveBalance[]> };
  leaveTypes: { list(): Promise<{ name: string; encashable: boolean }[]> };
  letterhead: () => Promise<Letterhead>;
  outstandingRecoveries?: OutstandingRecoveries;
}

/** Exits, settlements and their PDFs, wired once (services.ts). */
export function createExit(deps: ExitSetupDeps) {
  const { db, orgTime, audit } = deps;
  const exits = new ExitService({ db, orgTime, audit });
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
    ...(deps.outstandingRecoveries ? { outstandingRecoveries: deps.outstandingRecoveries } : {}),
  });
  const documents = new ExitDocumentsService({ orgTime, exits, settlements, letterhead: deps.letterhead });
  return { exits, settlements, exitDocuments: documents };
}
