import {
  formatEmployeeId,
  paiseToRupees,
  REGISTER_CHANGE_THRESHOLD,
  type PayrollRegister,
  type RegisterRow,
} from '@hrms/shared';
import type { PayBreakdown, PayLinePaise } from '../payroll/index.ts';

/** One person's pay for the register (a preview's computation or a finalised record's breakdown). */
export interface RegisterEntry {
  id: string;
  name: string;
  employeeNo: number;
  pay: PayBreakdown;
  /** The previous month's record: its net and breakdown (null breakdown: made before issue 21). */
  previous: { netPaise: number; pay: PayBreakdown | null } | null;
}

const KINDS = ['earnings', 'deductions', 'employerContributions'] as const;
type Kind = (typeof KINDS)[number];

/** What changed against the previous month: net beyond ±10%, codes that appeared or disappeared. */
export function changesOf(entry: RegisterEntry): string[] {
  const { previous, pay } = entry;
  if (!previous) return [];
  const changes: string[] = [];
  if (previous.netPaise > 0) {
    const share = (pay.netPaise - previous.netPaise) / previous.netPaise;
    if (Math.abs(share) > REGISTER_CHANGE_THRESHOLD)
      changes.push(`Net ${share > 0 ? '+' : ''}${(share * 100).toFixed(1)}%`);
  } else if (pay.netPaise > 0) changes.push('Net was 0');
  if (previous.pay) {
    const codes = (p: PayBreakdown) => new Set(KINDS.flatMap((kind) => p[kind].map((line) => line.code)));
    const before = codes(previous.pay);
    const now = codes(pay);
    for (const code of now) if (!before.has(code)) changes.push(`New: ${code}`);
    for (const code of before) if (!now.has(code)) changes.push(`Gone: ${code}`);
  }
  return changes;
}

const wire = (lines: PayLinePaise[]) =>
  lines.map((line) => ({ code: line.code, amount: paiseToRupees(line.paise) }));

export function registerRow(entry: RegisterEntry): RegisterRow {
  const { pay } = entry;
  const notMarked = pay.lopDates.filter((d) => d.reason === 'Not marked').map((d) => d.date);
  return {
    employeeId: entry.id,
    employeeName: entry.name,
    employeeCode: formatEmployeeId(entry.employeeNo),
    paidDays: pay.paidDays,
    lopDays: pay.lopDays,
    ...(notMarked.length > 0 ? { notMarked } : {}),
    ...(pay.beforeGoLive ? { paidBeforeGoLive: pay.beforeGoLive.days } : {}),
    earnings: wire(pay.earnings),
    deductions: wire(pay.deductions),
    employerContributions: wire(pay.employerContributions),
    gross: paiseToRupees(pay.grossPaise),
    totalDeductions: paiseToRupees(pay.totalDeductionsPaise),
    net: paiseToRupees(pay.netPaise),
    previousNet: entry.previous ? paiseToRupees(entry.previous.netPaise) : null,
    changes: changesOf(entry),
  };
}

/**
 * Adds entries chunk by chunk and keeps the totals in paise (summed once, converted once), so the
 * register's totals equal the sum of the payslips to the paisa.
 */
export class RegisterBuilder {
  private readonly rows: { no: number; row: RegisterRow }[] = [];
  private readonly codes: Record<Kind, Map<string, string>> = {
    earnings: new Map(),
    deductions: new Map(),
    employerContributions: new Map(),
  };
  private readonly byCode = new Map<string, number>();
  private gross = 0;
  private deductions = 0;
  private net = 0;

  add(entry: RegisterEntry): void {
    const { pay } = entry;
    this.rows.push({ no: entry.employeeNo, row: registerRow(entry) });
    for (const kind of KINDS)
      for (const line of pay[kind]) {
        if (!this.codes[kind].has(line.code)) this.codes[kind].set(line.code, line.name);
        this.byCode.set(line.code, (this.byCode.get(line.code) ?? 0) + line.paise);
      }
    this.gross += pay.grossPaise;
    this.deductions += pay.totalDeductionsPaise;
    this.net += pay.netPaise;
  }

  build(month: string, missingProfiles: PayrollRegister['missingProfiles']): PayrollRegister {
    const names = (kind: Kind) => [...this.codes[kind]].map(([code, name]) => ({ code, name }));
    return {
      month,
      codes: {
        earnings: names('earnings'),
        deductions: names('deductions'),
        employerContributions: names('employerContributions'),
      },
      rows: [...this.rows].sort((a, b) => a.no - b.no).map((entry) => entry.row),
      totals: {
        gross: paiseToRupees(this.gross),
        totalDeductions: paiseToRupees(this.deductions),
        net: paiseToRupees(this.net),
        byCode: Object.fromEntries([...this.byCode].map(([code, paise]) => [code, paiseToRupees(paise)])),
      },
      missingProfiles,
    };
  }
}
