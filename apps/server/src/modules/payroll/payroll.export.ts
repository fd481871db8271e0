import { orgDate } from '@hrms/shared';
import type { ExportTable } from '../../lib/export/table.ts';
import type { SalaryRow } from './payroll.repository.ts';

/**
 * A salary history as a download. Everyone's history leads with the employee (as the Admin table does);
 * one person's history has the spec's own-history columns without S.No and View Slip (a file has row
 * numbers, and a payslip link would expire in 15 minutes).
 */
export function salaryExportTable(rows: SalaryRow[], timeZone: string, everyone: boolean): ExportTable {
  const columns: ExportTable['columns'] = [
    ...(everyone ? [{ header: 'Employee', kind: 'text' as const, width: 28 }] : []),
    { header: everyone ? 'Salary Period' : 'Month', kind: 'text', width: 16 },
    { header: 'Amount (₹)', kind: 'money', width: 16 },
    { header: 'Status', kind: 'text', width: 12 },
    { header: 'Date Punched', kind: 'date', width: 14 },
  ];
  return {
    title: everyone ? 'All Salary History' : 'Salary History',
    columns,
    rows: rows.map((row) => [
      ...(everyone ? [row.employeeName] : []),
      row.month,
      row.amountPaise,
      row.status,
      orgDate(row.generatedAt, timeZone),
    ]),
  };
}

/** salary-history-all-october-2026 / salary-history-priya-sharma-2026 (filters narrow the name). */
export function salaryExportName(scope: string, filter: { month?: string; year?: string }): string {
  return ['salary-history', scope, filter.month, filter.year].filter(Boolean).join('-').toLowerCase();
}
