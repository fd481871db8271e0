import {
  ADVANCE_MESSAGES as M,
  formatDateDMY,
  paiseToRupees,
  type Advance,
  type SeparatePayment,
  type SeparatePayments,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import { bankDetailsValid, bankTransferFile } from '../../lib/export/bank-transfer.ts';
import { toCsv } from '../../lib/export/csv.ts';
import type { ExportFile } from '../../lib/export/table.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { separateUnpaid, type SeparateUnpaidRow } from './advances.repository.ts';

/*
 * Paid separately: the bank file (issue 45, docs/claims.md). The approved advances and loans whose payment is
 * separate and not yet marked paid, in the payroll bank file's layout (lib/export/bank-transfer.ts). Claims are
 * always paid with a payroll run, so none is ever here. A person without usable bank details is listed with the
 * problem, never silently left out; marking each paid stays `POST /api/advances/:id/paid`.
 */

const problemOf = (row: SeparateUnpaidRow): string | null =>
  !row.bankAccount || !row.ifsc
    ? M.noBankDetails
    : bankDetailsValid(row.bankAccount, row.ifsc)
      ? null
      : M.badBankDetails;

function summarise(rows: readonly SeparateUnpaidRow[]): SeparatePayments {
  const payments: SeparatePayment[] = rows.map((row) => ({
    advanceId: row.id,
    employeeId: row.userId,
    employeeName: row.employeeName,
    kind: row.kind as Advance['kind'],
    amount: paiseToRupees(row.amountPaise),
    submittedAt: row.createdAt.toISOString(),
    problem: problemOf(row),
  }));
  const payable = rows.filter((row) => problemOf(row) === null);
  return {
    payments,
    count: payable.length,
    total: paiseToRupees(payable.reduce((sum, row) => sum + row.amountPaise, 0)),
  };
}

/** What waits to be paid by bank transfer, each with its problem if it cannot go in the file. */
export async function separatePayments(db: Database): Promise<SeparatePayments> {
  return summarise(await separateUnpaid(db));
}

/**
 * The bank file of every payment without a problem, audited (`advances.bank-file`: the advances, names and amounts
 * in the file and the names left out with their problem; never an account number). 409 when nothing can be paid.
 */
export async function separateBankFile(
  deps: { db: Database; orgTime: OrgTime; audit: AuditService },
  caller: Caller,
): Promise<ExportFile> {
  const rows = await separateUnpaid(deps.db);
  const payable = rows.filter((row) => problemOf(row) === null);
  if (payable.length === 0) throw conflict(M.nothingToPay);
  const today = deps.orgTime.today();
  const askedOn = (row: SeparateUnpaidRow) => formatDateDMY(deps.orgTime.parts(row.createdAt).date);
  const table = bankTransferFile(
    payable.map((row) => ({
      name: row.employeeName,
      bankAccount: row.bankAccount!,
      ifsc: row.ifsc!,
      paise: row.amountPaise,
      narration: M.bankNarration(row.kind, askedOn(row)),
    })),
    M.bankControlNarration(formatDateDMY(today)),
  );
  const totalPaise = payable.reduce((sum, row) => sum + row.amountPaise, 0);
  await deps.audit.record(deps.db, {
    actor: caller,
    action: 'advances.bank-file',
    entityType: 'advance',
    entityId: `bank-file-${today}`,
    after: {
      file: 'bank-transfer',
      count: payable.length,
      totalPaise,
      payments: payable.map((row) => ({
        advanceId: row.id,
        employeeName: row.employeeName,
        amountPaise: row.amountPaise,
      })),
      problems: rows
        .filter((row) => problemOf(row) !== null)
        .map((row) => ({ advanceId: row.id, employeeName: row.employeeName, problem: problemOf(row) })),
    },
  });
  return {
    fileName: `bank-transfer-advances-${today}-${payable.length}-payments-${(totalPaise / 100).toFixed(2)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: toCsv(table),
  };
}
