import {
  DEFAULT_PAYROLL_SETTINGS,
  type AttendanceStatus,
  workCalendar,
  type PayrollSettings,
  type StructureTemplate,
} from '@hrms/shared';
import { buildBreakdown } from './breakdown.ts';
import { earnedPay, grossSegments, paidUnits } from './earned-pay.ts';
import { countPayDays } from './lop-days.ts';
import { statutoryLines } from './statutory-lines.ts';
import * as engine from '../../statutory/index.ts';
import { splitPayInputs, type PayInputLine } from './pay-inputs.ts';

/**
 * One person's month through the pure pay rules, for the breakdown's table tests (breakdown*.test.ts,
 * docs/payroll.md). Sunday is the weekly off; no public holiday. ₹ = 100 paise.
 */
const TEMPLATE: StructureTemplate = DEFAULT_PAYROLL_SETTINGS.template;
const withHolidays = (dates: string[]) =>
  workCalendar({
    fallback: { weeklyOff: [0], nthWeekOff: [] },
    patterns: [],
    holidays: dates.map((date) => ({ date, name: 'Holiday', kind: 'public' as const })),
  });
const sundays = withHolidays([]);
export const settings = (
  on: Partial<Record<'pf' | 'esi' | 'pt' | 'tds', boolean>> = {},
): PayrollSettings => ({
  ...DEFAULT_PAYROLL_SETTINGS,
  pf: { enabled: Boolean(on.pf), establishmentId: null },
  esi: { enabled: Boolean(on.esi), employerCode: null },
  pt: { enabled: Boolean(on.pt), defaultState: 'MH' },
  tds: { enabled: Boolean(on.tds) },
  organisation: { name: 'Test', address: '' },
});

export interface Case {
  year: number;
  month: number;
  grossRupees: number;
  joinedOn?: string;
  /** Rows other than Present, by date (a Present on a weekly off is work on a day off). */
  statuses?: Record<string, AttendanceStatus>;
  /** Working days with no row at all (else every working day without a status is Present). */
  unmarked?: string[];
  /** The organisation's go-live date (issue 40). */
  goLive?: string;
  /** Public holidays (paid like weekly offs). */
  holidays?: string[];
  divisor?: PayrollSettings['divisor'];
  on?: Parameters<typeof settings>[0];
  gender?: 'male' | 'female' | null;
  /** Work state for PT (default MH). */
  workState?: string;
  revisions?: { effectiveFrom: string; grossRupees: number }[];
  fySoFar?: { grossPaise: number; tdsPaise: number };
  /** Lines other modules add (pay-inputs.ts: overtime, reimbursements, recoveries). */
  inputs?: PayInputLine[];
}

/** Every working day present except those listed (stats count the rows like AttendanceService does). */
export function pay(c: Case) {
  const joinedOn = c.joinedOn ?? '2020-01-01';
  const calendar = c.holidays ? withHolidays(c.holidays) : sundays;
  const statuses = new Map<string, AttendanceStatus>(Object.entries(c.statuses ?? {}));
  const monthLength = new Date(Date.UTC(c.year, c.month, 0)).getUTCDate();
  for (let d = 1; d <= monthLength; d += 1) {
    const date = `${c.year}-${String(c.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    if (date < joinedOn || !calendar.isWorking(date) || statuses.has(date)) continue;
    if (!c.unmarked?.includes(date)) statuses.set(date, 'Present');
  }
  const s = settings(c.on);
  const days = countPayDays({
    year: c.year,
    month: c.month,
    joinedOn,
    attendanceUpTo: null,
    calendar,
    dayStatuses: statuses,
    goLive: c.goLive ?? null,
  });
  const revisions = (c.revisions ?? []).map((r) => ({
    effectiveFrom: r.effectiveFrom,
    grossPaise: Math.round(r.grossRupees * 100),
    override: null,
  }));
  const segments = grossSegments({
    year: c.year,
    month: c.month,
    baseSalaryPaise: Math.round(c.grossRupees * 100),
    template: TEMPLATE,
    revisions,
  });
  const units = paidUnits({ kind: c.divisor ?? 'calendar', ...days });
  const earned = earnedPay(segments, days.daysInMonth, units);
  const fySoFar = c.fySoFar ?? { grossPaise: 0, tdsPaise: 0 };
  const inputs = c.inputs ? splitPayInputs(c.inputs) : undefined;
  const lines = statutoryLines(engine, {
    year: c.year,
    month: c.month,
    settings: s,
    profile: {
      workState: c.workState ?? 'MH',
      gender: c.gender ?? 'male',
      taxRegime: 'new',
      pfOnFullWages: false,
    },
    basicEarnedPaise: earned.earnings.find((l) => l.code === 'BASIC')!.paise,
    grossEarnedPaise: earned.grossPaise + (inputs?.statutoryBasePaise ?? 0),
    paidDays: days.paidQuarters / 4,
    grossAtEsiPeriodStartPaise: Math.round(c.grossRupees * 100),
    monthlyGrossPaise: Math.round(c.grossRupees * 100),
    fySoFar,
  });
  return buildBreakdown({
    days,
    units,
    earned,
    statutory: lines.deductions,
    employerContributions: lines.employerContributions,
    lopAdjustment: null,
    attendanceUpTo: null,
    ytdBefore: fySoFar,
    goLive: c.goLive ?? null,
    ...(inputs ? { inputs } : {}),
  });
}

export const amounts = (lines: { code: string; paise: number }[]) =>
  Object.fromEntries(lines.map((l) => [l.code, l.paise / 100]));
