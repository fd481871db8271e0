import { rupeesToPaise, type PayrollRegister } from '@hrms/shared';
import type { ExportCell, ExportColumn, ExportTable } from '../../lib/export/table.ts';
import { subtotalRows } from './register-cut.ts';

/** The register as a download: a column per code, a totals row last (docs/payroll.md, "The register"). */
export function registerTable(register: PayrollRegister): ExportTable {
  const { codes } = register;
  const money = (header: string): ExportColumn => ({ header, kind: 'money', width: 14 });
  const columns: ExportColumn[] = [
    { header: 'Employee ID', kind: 'text', width: 12 },
    { header: 'Employee', kind: 'text', width: 28 },
    { header: 'Paid Days', kind: 'text', width: 10 },
    { header: 'LOP Days', kind: 'text', width: 10 },
    ...codes.earnings.map((c) => money(c.name)),
    money('Gross'),
    ...codes.deductions.map((c) => money(c.name)),
    money('Total Deductions'),
    money('Net Pay'),
    ...codes.employerContributions.map((c) => money(c.name)),
    { header: 'Change vs Previous Month', kind: 'text', width: 30 },
  ];
  const amount = (lines: { code: string; amount: number }[], code: string) =>
    rupeesToPaise(lines.find((line) => line.code === code)?.amount ?? 0);
  const rows: ExportCell[][] = register.rows.map((row) => [
    row.employeeCode,
    row.employeeName,
    String(row.paidDays),
    String(row.lopDays),
    ...codes.earnings.map((c) => amount(row.earnings, c.code)),
    rupeesToPaise(row.gross),
    ...codes.deductions.map((c) => amount(row.deductions, c.code)),
    rupeesToPaise(row.totalDeductions),
    rupeesToPaise(row.net),
    ...codes.employerContributions.map((c) => amount(row.employerContributions, c.code)),
    row.changes.join('; '),
  ]);
  const total = (code: string) => rupeesToPaise(register.totals.byCode[code] ?? 0);
  rows.push([
    'Total',
    `${register.rows.length} employee(s)`,
    '',
    '',
    ...codes.earnings.map((c) => total(c.code)),
    rupeesToPaise(register.totals.gross),
    ...codes.deductions.map((c) => total(c.code)),
    rupeesToPaise(register.totals.totalDeductions),
    rupeesToPaise(register.totals.net),
    ...codes.employerContributions.map((c) => total(c.code)),
    '',
  ]);
  if (register.subtotals) {
    const at = (header: string) => columns.findIndex((column) => column.header === header);
    rows.push(
      ...subtotalRows(register.subtotals, columns.length, {
        gross: at('Gross'),
        totalDeductions: at('Total Deductions'),
        net: at('Net Pay'),
      }),
    );
  }
  return { title: `Register ${register.month}`.slice(0, 31), columns, rows };
}
