import {
  weeklyOffCalendar,
  ATTENDANCE_STATUSES,
  daysInMonth,
  isWeeklyOff,
  isoDay,
  type AttendanceStatus,
  type MonthStats,
} from '@hrms/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLossOfPay, dayBefore, lossOfPayFor } from './loss-of-pay.ts';
import { computeSalary } from './salary-amount.ts';

/** Counts rows as AttendanceService.monthStatsFor does (Punched In is present), up to a date. */
function statsOf(rows: Map<string, AttendanceStatus>, total: number, upTo: string | null): MonthStats {
  const stats: MonthStats = {
    totalDays: total,
    present: 0,
    absent: 0,
    sickLeave: 0,
    paidLeave: 0,
    halfDay: 0,
    shortLeave: 0,
  };
  const key: Record<AttendanceStatus, keyof Omit<MonthStats, 'totalDays'>> = {
    Present: 'present',
    'Punched In': 'present',
    Absent: 'absent',
    'Sick Leave': 'sickLeave',
    'Paid Leave': 'paidLeave',
    'Half Day': 'halfDay',
    'Short Leave': 'shortLeave',
  };
  for (const [date, status] of rows) if (upTo === null || date <= upTo) stats[key[status]] += 1;
  return stats;
}

const month = fc.record({
  year: fc.integer({ min: 2000, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
  base: fc.integer({ min: 0, max: 100_000_000_000 }),
  weeklyOff: fc.subarray([0, 1, 2, 3, 4, 5, 6], { maxLength: 2 }),
  joinDay: fc.integer({ min: 0, max: 31 }), // 0: joined earlier
  cutOffDay: fc.integer({ min: 0, max: 31 }), // 0: paid on the 1st
  days: fc.array(fc.option(fc.constantFrom(...ATTENDANCE_STATUSES)), { minLength: 31, maxLength: 31 }),
});

describe('the cut-off and its correction (property)', () => {
  it('presumed pay less the correction is the pay of the whole month read, within one paisa', () => {
    fc.assert(
      fc.property(month, (m) => {
        const total = daysInMonth(m.year, m.month);
        const day = (d: number) => isoDay(m.year, m.month, Math.min(d, total));
        const joinedOn = m.joinDay === 0 ? '1990-01-01' : day(m.joinDay);
        const attendanceUpTo = m.cutOffDay === 0 ? dayBefore(day(1)) : day(m.cutOffDay);
        // Rows as the system writes them: on working days from joining on, at most one a day.
        const rows = new Map<string, AttendanceStatus>();
        m.days.slice(0, total).forEach((status, i) => {
          const date = day(i + 1);
          if (status && date >= joinedOn && !isWeeklyOff(date, m.weeklyOff)) rows.set(date, status);
        });
        const common = {
          baseSalaryPaise: m.base,
          year: m.year,
          month: m.month,
          joinedOn,
          calendar: weeklyOffCalendar(m.weeklyOff),
        };
        const presumed = computeSalary({
          ...common,
          attendanceUpTo,
          stats: statsOf(rows, total, attendanceUpTo),
        });
        const whole = computeSalary({ ...common, attendanceUpTo: null, stats: statsOf(rows, total, null) });
        const lop = lossOfPayFor(
          { year: m.year, month: m.month, baseSalaryPaise: m.base, attendanceUpTo },
          joinedOn,
          weeklyOffCalendar(m.weeklyOff),
          rows,
        );
        expect(presumed.netPaise).toBeGreaterThanOrEqual(whole.netPaise);
        expect(Math.abs(presumed.netPaise - (lop?.duePaise ?? 0) - whole.netPaise)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('the correction taken never exceeds what is due nor makes the net negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (net, due) => {
          const breakdown = computeSalary({
            baseSalaryPaise: net,
            year: 2026,
            month: 12,
            joinedOn: '2020-01-01',
            attendanceUpTo: '2026-11-30',
            calendar: weeklyOffCalendar([]),
            stats: {
              totalDays: 31,
              present: 0,
              absent: 0,
              sickLeave: 0,
              paidLeave: 0,
              halfDay: 0,
              shortLeave: 0,
            },
          });
          const lop = { month: 'November 2026', year: 2026, monthNumber: 11, days: [], duePaise: due };
          const applied = applyLossOfPay(breakdown, lop);
          expect(applied.lopAdjustmentPaise).toBe(Math.min(due, breakdown.netPaise));
          expect(applied.netPaise).toBeGreaterThanOrEqual(0);
          expect(applied.netPaise + applied.lopAdjustmentPaise).toBe(breakdown.netPaise);
        },
      ),
    );
  });
});
