import { formatEmployeeId } from '@hrms/shared';
import type { ExportTable } from '../../lib/export/table.ts';
import type { PayBreakdown } from '../payroll/index.ts';
import type { FinalisedSlip, PersonRow } from './tax-forms.repository.ts';

/*
 * A state's Labour Welfare Fund half-yearly return (issue 44, docs/tax-year.md "Labour Welfare Fund"): each
 * person with an LWF line in the half's finalised payslips (the slip's basis names the state), the employee's
 * and the employer's shares, the totals the Board's challan is paid for.
 */

const lineOf = (lines: readonly { code: string; paise: number; basis?: string }[], code: string) =>
  lines.find((line) => line.code === code);

export function lwfReturnTable(
  stateName: string,
  slips: readonly FinalisedSlip[],
  people: ReadonlyMap<string, PersonRow>,
): ExportTable {
  const rows: (string | number)[][] = [];
  let employee = 0;
  let employer = 0;
  for (const slip of slips) {
    const pay = slip.payBreakdown as PayBreakdown | null;
    const person = people.get(slip.userId);
    const ee = pay ? lineOf(pay.deductions, 'LWF_EE') : undefined;
    if (!pay || !person || !ee || !ee.basis?.startsWith(`LWF ${stateName},`)) continue;
    const er = lineOf(pay.employerContributions, 'LWF_ER')?.paise ?? 0;
    employee += ee.paise;
    employer += er;
    rows.push([formatEmployeeId(person.employeeNo), person.name, slip.month, ee.paise, er, ee.paise + er]);
  }
  return {
    title: `LWF ${stateName}`.slice(0, 31),
    columns: [
      { header: 'Employee ID', kind: 'text' },
      { header: 'Name', kind: 'text' },
      { header: 'Month', kind: 'text' },
      { header: 'Employee Contribution', kind: 'money' },
      { header: 'Employer Contribution', kind: 'money' },
      { header: 'Total', kind: 'money' },
    ],
    rows: [...rows, ['TOTAL', `${rows.length} employees`, '', employee, employer, employee + employer]],
  };
}
