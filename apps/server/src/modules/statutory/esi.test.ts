import { describe, expect, it } from 'vitest';
import { esiContribution, esiCoverage, esiPeriodStart } from './index.ts';

const R = (rupees: number) => Math.round(rupees * 100);
const date = '2026-11-15';

describe('esiContribution', () => {
  /** [gross earned (₹), paid days, employee (₹), employer (₹)] */
  it.each([
    // the worked example
    [20_000, 30, 150, 650],
    // rounded up to the next rupee: 0.75% of ₹10,001 is ₹75.0075, 3.25% is ₹325.0325
    [10_001, 30, 76, 326],
    [21_000, 31, 158, 683], // 157.50 -> 158, 682.50 -> 683
    // ₹176 a day: at the limit no employee share (the employer still pays), a paisa above it pays
    [5_280, 30, 0, 172],
    [5_280.01, 30, 40, 172],
    [5_192, 29.5, 0, 169], // half days: 29.5 × ₹176
    [5_192.01, 29.5, 39, 169],
    [0, 0, 0, 0],
  ])('gross ₹%d over %d paid days -> employee ₹%d, employer ₹%d', (gross, paidDays, employee, employer) => {
    expect(esiContribution({ grossEarnedPaise: R(gross), covered: true, paidDays, date })).toEqual({
      employeePaise: R(employee),
      employerPaise: R(employer),
    });
  });

  it('is nothing for a person not covered this period', () => {
    expect(esiContribution({ grossEarnedPaise: R(20_000), covered: false, paidDays: 30, date })).toEqual({
      employeePaise: 0,
      employerPaise: 0,
    });
  });

  it('has no figures before the 2019 rates', () => {
    expect(() =>
      esiContribution({ grossEarnedPaise: R(1), covered: true, paidDays: 1, date: '2019-06-30' }),
    ).toThrow(RangeError);
  });

  it.each([-1, Number.NaN])('refuses %d paid days', (paidDays) => {
    expect(() => esiContribution({ grossEarnedPaise: 0, covered: true, paidDays, date })).toThrow(RangeError);
  });
});

describe('esiPeriodStart', () => {
  it.each([
    ['2026-04-01', '2026-04-01'],
    ['2026-09-30', '2026-04-01'],
    ['2026-10-01', '2026-10-01'],
    ['2026-12-31', '2026-10-01'],
    ['2027-01-01', '2026-10-01'],
    ['2027-03-31', '2026-10-01'],
  ])('%s falls in the period that began on %s', (day, start) => {
    expect(esiPeriodStart(day)).toBe(start);
  });
});

describe('esiCoverage', () => {
  it.each([
    [21_000, true],
    [21_000.01, false],
    [20_999.99, true],
    [25_000, false],
  ])('a monthly gross of ₹%d at the period start: covered %s', (gross, covered) => {
    expect(esiCoverage({ monthlyGrossAtPeriodStartPaise: R(gross), date })).toBe(covered);
  });

  it('lasts to the end of the period after a raise, and ends with the next period', () => {
    // ₹20,000 on 1 April 2026, raised to ₹25,000 from July: July to September stay covered, on the new gross
    const atAprilStart = R(20_000);
    for (const day of ['2026-07-15', '2026-09-30']) {
      expect(esiCoverage({ monthlyGrossAtPeriodStartPaise: atAprilStart, date: day })).toBe(true);
    }
    expect(
      esiContribution({ grossEarnedPaise: R(25_000), covered: true, paidDays: 31, date: '2026-07-15' }),
    ).toEqual({ employeePaise: R(188), employerPaise: R(813) });
    // October: a new period, whose start sees ₹25,000
    expect(esiCoverage({ monthlyGrossAtPeriodStartPaise: R(25_000), date: '2026-10-15' })).toBe(false);
  });
});
