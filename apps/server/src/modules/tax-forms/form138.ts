import {
  formatEmployeeId,
  isoDay,
  daysInMonth,
  maskPan,
  PAN_PATTERN,
  paiseToRupees,
  type Form138,
} from '@hrms/shared';
import type { ExportTable } from '../../lib/export/table.ts';
import type { PayBreakdown } from '../payroll/index.ts';
import type { FinalisedSlip, PersonRow } from './tax-forms.repository.ts';

/*
 * Form 138 (was Form 24Q) quarterly data (issue 44, docs/tax-year.md "Form 138"): one row per deductee per
 * month paid in the quarter, from the finalised payslips. The answer masks PANs; the export file, like the
 * bank and ECR files, carries them whole, since the return cannot be filed without them.
 */

/** The months of a quarter of a tax year: Q1 April-June ... Q4 January-March of the next calendar year. */
export function quarterMonths(year: number, quarter: number): { year: number; month: number }[] {
  const first = quarter === 4 ? { year: year + 1, month: 1 } : { year, month: 1 + quarter * 3 };
  return [0, 1, 2].map((i) => ({ year: first.year, month: first.month + i }));
}

/** The rule a deductee without a valid PAN falls under. */
const panRuleOf = (year: number) =>
  year >= 2026
    ? 'Without a valid PAN, tax is deducted at the higher of the rate in force and 20%: section 397(2) of the Income-tax Act, 2025 (section 206AA of the 1961 Act).'
    : 'Without a valid PAN, tax is deducted at the higher of the rate in force and 20%: section 206AA of the Income-tax Act, 1961.';

const sectionOf = (year: number) => (year >= 2026 ? '392 (was 192)' : '192');
export const formOf = (year: number) => (year >= 2026 ? 'Form 138' : 'Form 24Q');

const panStatusOf = (pan: string | null): 'valid' | 'missing' | 'invalid' =>
  !pan ? 'missing' : PAN_PATTERN.test(pan) ? 'valid' : 'invalid';

interface Row {
  person: PersonRow;
  slip: FinalisedSlip;
  paidOn: string;
  amountPaise: number;
  tdsPaise: number;
}

function rowsOf(slips: readonly FinalisedSlip[], people: ReadonlyMap<string, PersonRow>): Row[] {
  const rows: Row[] = [];
  for (const slip of slips) {
    const person = people.get(slip.userId);
    const pay = slip.payBreakdown as PayBreakdown | null;
    if (!person || !pay || pay.grossPaise <= 0) continue;
    const tdsPaise = pay.deductions.filter((l) => l.code === 'TDS').reduce((s, l) => s + l.paise, 0);
    // Paid on the day the Admin marked it; otherwise the month's last day (salary is due then).
    const paidOn =
      slip.paidOn ??
      isoDay(slip.periodYear, slip.periodMonth, daysInMonth(slip.periodYear, slip.periodMonth));
    rows.push({ person, slip, paidOn, amountPaise: pay.grossPaise, tdsPaise });
  }
  return rows.sort((a, b) => a.person.employeeNo - b.person.employeeNo || a.paidOn.localeCompare(b.paidOn));
}

export function form138View(
  year: number,
  quarter: number,
  slips: readonly FinalisedSlip[],
  people: ReadonlyMap<string, PersonRow>,
): Form138 {
  const rows = rowsOf(slips, people);
  const problems = new Set<string>();
  for (const row of rows) if (panStatusOf(row.person.pan) !== 'valid') problems.add(row.person.name);
  return {
    year,
    quarter,
    label: `Q${quarter} ${year}-${String((year + 1) % 100).padStart(2, '0')}`,
    form: formOf(year),
    rows: rows.map((row) => ({
      employeeId: formatEmployeeId(row.person.employeeNo),
      name: row.person.name,
      pan: maskPan(row.person.pan),
      panStatus: panStatusOf(row.person.pan),
      month: row.slip.month,
      paidOn: row.paidOn,
      amountPaid: paiseToRupees(row.amountPaise),
      tds: paiseToRupees(row.tdsPaise),
    })),
    totals: {
      amountPaid: paiseToRupees(rows.reduce((s, r) => s + r.amountPaise, 0)),
      tds: paiseToRupees(rows.reduce((s, r) => s + r.tdsPaise, 0)),
    },
    panProblems: [...problems].sort(),
    panRule: panRuleOf(year),
  };
}

/**
 * The export in the column order of the return preparation utility's deductee details (annexure I of the
 * salary statement); the whole TDS goes in the TDS column (surcharge and cess nil, as the utility allows);
 * the challan columns are left for the deposit the Admin records in the utility.
 */
export function form138Table(
  year: number,
  slips: readonly FinalisedSlip[],
  people: ReadonlyMap<string, PersonRow>,
): ExportTable {
  const rows = rowsOf(slips, people);
  return {
    title: formOf(year),
    columns: [
      { header: 'Sr. No.', kind: 'text' },
      { header: 'Employee Reference No.', kind: 'text' },
      { header: 'PAN of the Employee', kind: 'text' },
      { header: 'Name of the Employee', kind: 'text' },
      { header: 'Section Code', kind: 'text' },
      { header: 'Date of Payment/Credit', kind: 'date' },
      { header: 'Taxable Amount on which Tax Deducted', kind: 'money' },
      { header: 'TDS', kind: 'money' },
      { header: 'Surcharge', kind: 'money' },
      { header: 'Education Cess', kind: 'money' },
      { header: 'Total Tax Deducted', kind: 'money' },
      { header: 'Total Tax Deposited', kind: 'money' },
      { header: 'Date of Deduction', kind: 'date' },
      { header: 'Reason for Non-deduction/Lower Deduction', kind: 'text' },
      { header: 'PAN Check', kind: 'text' },
    ],
    rows: rows.map((row, i) => {
      const status = panStatusOf(row.person.pan);
      return [
        String(i + 1),
        formatEmployeeId(row.person.employeeNo),
        status === 'missing' ? 'PANNOTAVBL' : row.person.pan!,
        row.person.name,
        sectionOf(year),
        row.paidOn,
        row.amountPaise,
        row.tdsPaise,
        0,
        0,
        row.tdsPaise,
        row.tdsPaise,
        row.paidOn,
        '',
        status === 'valid' ? '' : `PAN ${status}: ${panRuleOf(year)}`,
      ];
    }),
  };
}
