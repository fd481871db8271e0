import {
  formatEmployeeId,
  maskPan,
  MONTH_NAMES,
  paiseToRupees,
  type TaxRegister,
  type TaxRegisterRow,
} from '@hrms/shared';
import type { ExportTable } from '../../lib/export/table.ts';
import type { PayBreakdown } from '../payroll/index.ts';
import type { Form130 } from './form130.ts';
import type { FinalisedSlip, PersonRow } from './tax-forms.repository.ts';

/*
 * The tax register (issue 44, docs/tax-year.md "Tax register"): for the accountant, who paid what under which
 * regime. A month's register: that month's gross and TDS, and the year to the month's end as the certificate
 * counts it (exemptions and deductions, taxable income, tax, TDS to date). The year's: the whole year. PANs masked.
 */

/** A tax year's months in order, April first: the index of a calendar month. */
export const taxMonthIndex = (month: number) => (month + 8) % 12;

/** The calendar year and month where a register of `month` (absent: the whole year) ends. */
export const registerEnd = (year: number, month?: number) =>
  month === undefined ? { year: year + 1, month: 3 } : { year: month >= 4 ? year : year + 1, month };

export interface RegisterEntry {
  person: PersonRow;
  /** The person's finalised slips of the year up to the period's end. */
  slips: readonly FinalisedSlip[];
  figures: Form130;
}

const tdsOf = (slip: FinalisedSlip) =>
  ((slip.payBreakdown as PayBreakdown | null)?.deductions ?? [])
    .filter((line) => line.code === 'TDS')
    .reduce((sum, line) => sum + line.paise, 0);
const grossOf = (slip: FinalisedSlip) => (slip.payBreakdown as PayBreakdown | null)?.grossPaise ?? 0;

function rowOf(entry: RegisterEntry, month: number | undefined): TaxRegisterRow {
  const f = entry.figures;
  const byMonth = Array.from({ length: 12 }, () => 0);
  for (const slip of entry.slips) byMonth[taxMonthIndex(slip.periodMonth)]! += tdsOf(slip);
  const inPeriod = month === undefined ? entry.slips : entry.slips.filter((s) => s.periodMonth === month);
  const exemptions =
    f.hraExemptPaise + f.standardDeductionPaise + f.tax.taxOnEmploymentPaise + f.deductionsPaise;
  return {
    employeeId: formatEmployeeId(entry.person.employeeNo),
    name: entry.person.name,
    pan: maskPan(entry.person.pan),
    regime: f.regime,
    gross: paiseToRupees(inPeriod.reduce((sum, s) => sum + grossOf(s), 0)),
    tds: paiseToRupees(inPeriod.reduce((sum, s) => sum + tdsOf(s), 0)),
    grossToDate: paiseToRupees(f.totalGrossPaise),
    exemptions: paiseToRupees(Math.min(exemptions, f.totalGrossPaise)),
    taxable: paiseToRupees(f.tax.taxableIncomePaise),
    tax: paiseToRupees(f.tax.totalTaxPaise),
    tdsToDate: paiseToRupees(f.totalTdsPaise),
    tdsByMonth: byMonth.map(paiseToRupees),
  };
}

export function registerView(
  year: number,
  label: string,
  month: number | undefined,
  entries: readonly RegisterEntry[],
): TaxRegister {
  const rows = entries
    .map((entry) => rowOf(entry, month))
    .sort((a, b) => a.employeeId.localeCompare(b.employeeId));
  const sum = (pick: (row: TaxRegisterRow) => number) =>
    paiseToRupees(rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0));
  const end = registerEnd(year, month);
  return {
    year,
    label,
    month: month ?? null,
    period: month === undefined ? `Tax year ${label}` : `${MONTH_NAMES[month - 1]} ${end.year}`,
    rows,
    totals: { gross: sum((r) => r.gross), tds: sum((r) => r.tds), tdsToDate: sum((r) => r.tdsToDate) },
  };
}

const TAX_MONTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3].map((m) => MONTH_NAMES[m - 1]!.slice(0, 3));
const paise = (rupees: number) => Math.round(rupees * 100);

/** The register as CSV/XLSX columns (money in paise for the export layer), with a TOTAL line. */
export function registerTable(view: TaxRegister): ExportTable {
  const money = (header: string) => ({ header, kind: 'money' as const, width: 14 });
  return {
    title: 'Tax register',
    columns: [
      { header: 'Employee ID', kind: 'text', width: 12 },
      { header: 'Name', kind: 'text', width: 24 },
      { header: 'PAN', kind: 'text', width: 12 },
      { header: 'Regime', kind: 'text', width: 8 },
      money(`Gross (${view.period})`),
      money(`TDS (${view.period})`),
      money('Gross to date'),
      money('Exemptions and deductions'),
      money('Taxable income'),
      money('Tax for the year to date'),
      money('TDS to date'),
      ...TAX_MONTHS.map((m) => money(`TDS ${m}`)),
    ],
    rows: [
      ...view.rows.map((row) => [
        row.employeeId,
        row.name,
        row.pan,
        row.regime,
        paise(row.gross),
        paise(row.tds),
        paise(row.grossToDate),
        paise(row.exemptions),
        paise(row.taxable),
        paise(row.tax),
        paise(row.tdsToDate),
        ...row.tdsByMonth.map(paise),
      ]),
      [
        'TOTAL',
        `${view.rows.length} employees`,
        null,
        null,
        paise(view.totals.gross),
        paise(view.totals.tds),
        null,
        null,
        null,
        null,
        paise(view.totals.tdsToDate),
        ...Array.from({ length: 12 }, () => null),
      ],
    ],
  };
}
