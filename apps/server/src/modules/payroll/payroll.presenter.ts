import type { SalaryRecord } from '@hrms/shared';
import type { FileLinks } from '../../storage/signed-url.ts';
import type { SalaryRow } from './payroll.repository.ts';

/** Signed slip links live 15 minutes: long enough to read a slip, short enough that a leaked link soon dies. */
export const SLIP_LINK_TTL_SECONDS = 15 * 60;

export const slipFileName = (month: string, employeeName: string): string =>
  `Salary Slip ${month} - ${employeeName}.pdf`;

/** The spec's salary record: amount in rupees, date the generation instant, slipPath a short-lived signed link. */
export function presentSalaryRecord(row: SalaryRow, fileLinks: FileLinks): SalaryRecord {
  return {
    _id: row.id,
    id: row.id,
    employeeId: row.userId,
    employeeName: row.employeeName,
    month: row.month,
    amount: row.amountPaise / 100,
    status: row.status,
    date: row.generatedAt.toISOString(),
    slipPath: row.slipKey
      ? fileLinks.url(row.slipKey, {
          fileName: slipFileName(row.month, row.employeeName),
          contentType: 'application/pdf',
          ttlSeconds: SLIP_LINK_TTL_SECONDS,
        })
      : null,
  };
}
