import { formatEmployeeId } from '@hrms/shared';
import type { ExportTable } from '../../lib/export/table.ts';
import { bankDetailsValid, bankTransferFile } from '../../lib/export/bank-transfer.ts';
import type { PayBreakdown } from '../payroll/index.ts';
import { pfWagesOf } from '../statutory/index.ts';
import type { FinalisedRecord } from './payroll-runs.repository.ts';

/*
 * The files a bank, EPFO and ESIC take, from a period's finalised records (docs/payroll.md, "Files").
 * Every amount comes from the stored breakdown, so each file's totals equal the payslips'.
 */

export interface FileRecord extends FinalisedRecord {
  pay: PayBreakdown;
  pfOnFullWages: boolean;
}

const lineOf = (pay: PayBreakdown, code: string): number =>
  [...pay.deductions, ...pay.employerContributions].find((line) => line.code === code)?.paise ?? 0;

/** The people whose bank details would make the transfer fail: named in the refusal. */
export function bankProblems(records: FileRecord[]): string[] {
  return records
    .filter((r) => r.pay.netPaise > 0 && !bankDetailsValid(r.bankAccount, r.ifsc))
    .map((r) => r.name);
}

/** Bulk transfer layout (lib/export/bank-transfer.ts): one line per person paid more than zero, then the control total. */
export function bankTransferTable(records: FileRecord[], label: string): ExportTable {
  const paid = records.filter((r) => r.pay.netPaise > 0);
  return bankTransferFile(
    paid.map((r) => ({
      name: r.name,
      bankAccount: r.bankAccount!,
      ifsc: r.ifsc!,
      paise: r.pay.netPaise,
      narration: `Salary ${label}`,
    })),
    `Salary ${label}`,
  );
}

/** Whole rupees, as EPFO takes them (its contributions are already rounded to the rupee). */
const wholeRupees = (paise: number): number => Math.round(paise / 100);

/**
 * EPFO ECR 2.0 text: one line per member with an EPF line, 11 fields separated by #~#, no header:
 * UAN, name, gross, EPF, EPS and EDLI wages, EE share, EPS share, ER EPF share, NCP days, refunds.
 */
export function ecrText(records: FileRecord[], year: number, month: number): string {
  const lines = records
    .filter((r) => lineOf(r.pay, 'EPF_EE') > 0 || lineOf(r.pay, 'EPF_ER') > 0)
    .map((r) => {
      const wages = pfWagesOf(r.pay, r.pfOnFullWages, year, month);
      return [
        r.uan ?? '',
        r.name.replace(/[^A-Za-z. ]/g, '').toUpperCase(),
        wholeRupees(r.pay.grossPaise),
        wholeRupees(wages.epfWagesPaise),
        wholeRupees(wages.epsWagesPaise),
        wholeRupees(wages.edliWagesPaise),
        wholeRupees(lineOf(r.pay, 'EPF_EE')),
        wholeRupees(lineOf(r.pay, 'EPS_ER')),
        wholeRupees(lineOf(r.pay, 'EPF_ER')),
        Math.round(r.pay.lopDays),
        0,
      ].join('#~#');
    });
  return lines.map((line) => `${line}\n`).join('');
}

/** The ESI contributions of a month (employee + employer): above zero exactly when ESI covers the person. */
export const esiLineOf = (pay: PayBreakdown): number => lineOf(pay, 'ESI_EE') + lineOf(pay, 'ESI_ER');

/** ESIC reason code for a month with no paid days: 1 (on leave). Other codes need data we do not keep. */
export const ESIC_ZERO_DAYS_REASON = '1';
/**
 * ESIC reason code 'Out of Coverage' (the MC template's reason table, docs/payroll-statutory.md): an IP
 * number holder paid above the ceiling, listed with zero days and zero wages.
 */
export const ESIC_OUT_OF_COVERAGE_REASON = '4';

/** One line of the ESIC file: covered people with their days and wages, the rest out of coverage. */
function esicLine(r: FileRecord): (string | number)[] {
  const covered = esiLineOf(r.pay) > 0 || r.pay.grossPaise === 0;
  if (!covered) return [r.esiNumber ?? '', r.name, '0', 0, ESIC_OUT_OF_COVERAGE_REASON];
  return [
    r.esiNumber ?? '',
    r.name,
    String(r.pay.paidDays),
    r.pay.grossPaise,
    r.pay.paidDays === 0 ? ESIC_ZERO_DAYS_REASON : '',
  ];
}

/** ESIC monthly contribution: people with an ESI line or an IP number. */
export function esicTable(records: FileRecord[]): ExportTable {
  const covered = records.filter((r) => esiLineOf(r.pay) > 0 || Boolean(r.esiNumber));
  return {
    title: 'ESIC contribution',
    columns: [
      { header: 'IP Number', kind: 'text' },
      { header: 'IP Name', kind: 'text' },
      { header: 'No of Days for which wages paid/payable during the month', kind: 'text' },
      { header: 'Total Monthly Wages', kind: 'money' },
      { header: 'Reason Code for Zero workings days', kind: 'text' },
    ],
    rows: covered.map(esicLine),
  };
}

/** Professional Tax by state: each person with a PT line, a subtotal per state, the grand total. */
export function professionalTaxTable(records: FileRecord[], defaultState: string | null): ExportTable {
  const byState = new Map<string, FileRecord[]>();
  for (const r of records.filter((record) => lineOf(record.pay, 'PT') > 0)) {
    const state = r.workState ?? defaultState ?? '';
    byState.set(state, [...(byState.get(state) ?? []), r]);
  }
  const rows: ExportTable['rows'] = [];
  let gross = 0;
  let pt = 0;
  for (const [state, people] of [...byState].sort(([a], [b]) => a.localeCompare(b))) {
    let stateGross = 0;
    let statePt = 0;
    for (const r of people) {
      rows.push([state, formatEmployeeId(r.employeeNo), r.name, r.pay.grossPaise, lineOf(r.pay, 'PT')]);
      stateGross += r.pay.grossPaise;
      statePt += lineOf(r.pay, 'PT');
    }
    rows.push([state, '', `Total ${state}`, stateGross, statePt]);
    gross += stateGross;
    pt += statePt;
  }
  rows.push(['', '', 'Total', gross, pt]);
  return {
    title: 'Professional Tax',
    columns: [
      { header: 'State', kind: 'text' },
      { header: 'Employee ID', kind: 'text' },
      { header: 'Employee', kind: 'text' },
      { header: 'Gross (₹)', kind: 'money' },
      { header: 'Professional Tax (₹)', kind: 'money' },
    ],
    rows,
  };
}
