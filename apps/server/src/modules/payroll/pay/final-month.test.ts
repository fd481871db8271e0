import { describe, expect, it } from 'vitest';
import type { PayBreakdown } from './breakdown.ts';
import { finalMonthPay } from './final-month.ts';

const template = { basicPercent: 50, hraPercentOfBasic: 40, allowances: [] };
const month = (over: Partial<PayBreakdown>): PayBreakdown => ({
  daysInMonth: 31,
  divisorKind: 'calendar',
  divisor: 31,
  eligibleDays: 31,
  paidDays: 31,
  lopDays: 0,
  lopDates: [],
  earnings: [],
  deductions: [],
  employerContributions: [],
  grossPaise: 31_000_00,
  totalDeductionsPaise: 0,
  netPaise: 31_000_00,
  attendanceUpTo: null,
  monthlyGrossPaise: 31_000_00,
  ytd: { grossPaise: 0, tdsPaise: 0 },
  structure: { baseSalaryPaise: 31_000_00, template },
  ...over,
});

describe('the exit month’s pay up to the last working day', () => {
  it('calendar divisor: ₹31,000 in a 31-day month, last day the 15th: 15 days, ₹15,000', () => {
    const pay = finalMonthPay({ pay: month({}), lastWorkingDay: '2025-08-15', workingDaysAfter: 0 });
    expect([pay.paidDays, pay.grossPaise]).toEqual([15, 15_000_00]);
  });

  it('exit on the 1st pays one day; on the last day the whole month', () => {
    expect(
      finalMonthPay({ pay: month({}), lastWorkingDay: '2025-08-01', workingDaysAfter: 0 }).grossPaise,
    ).toBe(1_000_00);
    expect(
      finalMonthPay({ pay: month({}), lastWorkingDay: '2025-08-31', workingDaysAfter: 0 }).grossPaise,
    ).toBe(31_000_00);
  });

  it('loss of pay after the last day is not taken twice; before it, it stays', () => {
    const pay = month({
      paidDays: 29,
      lopDays: 2,
      lopDates: [
        { date: '2025-08-05', days: 1, reason: 'Absent' },
        { date: '2025-08-20', days: 1, reason: 'Not marked' },
      ],
    });
    const final = finalMonthPay({ pay, lastWorkingDay: '2025-08-15', workingDaysAfter: 0 });
    expect(final.paidDays).toBe(14);
    expect(final.grossPaise).toBe(14_000_00);
  });

  it('fixed 30: last day the 10th pays 10 of 30; the month’s last day pays 30', () => {
    const pay = month({ divisorKind: 'fixed30', divisor: 30, paidDays: 30 });
    expect(finalMonthPay({ pay, lastWorkingDay: '2025-08-10', workingDaysAfter: 0 }).paidDays).toBe(10);
    expect(finalMonthPay({ pay, lastWorkingDay: '2025-08-31', workingDaysAfter: 0 }).paidDays).toBe(30);
  });

  it('working-days divisor: the working days after the last day come off', () => {
    const pay = month({ divisorKind: 'working', divisor: 26, paidDays: 26 });
    expect(finalMonthPay({ pay, lastWorkingDay: '2025-08-15', workingDaysAfter: 13 }).paidDays).toBe(13);
  });
});
