import { describe, expect, it } from 'vitest';
import { gratuity, serviceOf } from './gratuity.ts';

const basic = (rupees: number) => rupees * 100;

describe('gratuity: the issue’s worked examples, to the rupee', () => {
  it.each([
    // joined, last working day, Basic + DA (₹), counted years, gratuity (₹)
    ['7 years 8 months', '2018-01-01', '2025-08-31', 30_000, 8, 1_38_462],
    ['7 years 5 months', '2018-01-01', '2025-05-31', 30_000, 7, 1_21_154],
    ['3 years 11 months, permanent: none', '2021-01-01', '2024-11-30', 30_000, 0, 0],
  ])('%s', (_, joinedOn, lastWorkingDay, wages, years, amount) => {
    const result = gratuity({ joinedOn, lastWorkingDay, monthlyWagesPaise: basic(wages) });
    expect(result.countedYears).toBe(years);
    expect(result.paise).toBe(amount * 100);
  });
});

describe('gratuity boundaries', () => {
  it('4 years and 239 days: not eligible; 4 years and 240 days: eligible, counted as 5 years', () => {
    // Joined 1 Jan 2020; the 4th anniversary is 1 Jan 2024; day 240 after it is 27 Aug 2024 (service to 26 Aug).
    const at239 = gratuity({
      joinedOn: '2020-01-01',
      lastWorkingDay: '2024-08-26',
      monthlyWagesPaise: basic(26_000),
    });
    expect(at239.extraDays).toBe(239);
    expect(at239.eligible).toBe(false);
    expect(at239.paise).toBe(0);
    const at240 = gratuity({
      joinedOn: '2020-01-01',
      lastWorkingDay: '2024-08-27',
      monthlyWagesPaise: basic(26_000),
    });
    expect(at240.extraDays).toBe(240);
    expect(at240.eligible).toBe(true);
    expect(at240.countedYears).toBe(5);
    expect(at240.paise).toBe(basic(75_000)); // 26,000 × 15 ÷ 26 × 5
  });

  it('exactly 5 years is eligible for 5 years', () => {
    const result = gratuity({
      joinedOn: '2020-04-01',
      lastWorkingDay: '2025-03-31',
      monthlyWagesPaise: basic(26_000),
    });
    expect([result.fullYears, result.extraDays, result.eligible, result.countedYears]).toEqual([
      5,
      0,
      true,
      5,
    ]);
    expect(result.paise).toBe(basic(75_000));
  });

  it('a part-year of exactly six months does not round up; a day more does', () => {
    const six = serviceOf('2018-01-01', '2025-06-30'); // 7 years and 6 months exactly
    expect([six.fullYears, six.partOverSixMonths]).toEqual([7, false]);
    const more = serviceOf('2018-01-01', '2025-07-01');
    expect([more.fullYears, more.partOverSixMonths]).toEqual([7, true]);
  });

  it('is capped at ₹20,00,000 (the exemption limit in force)', () => {
    const result = gratuity({
      joinedOn: '1990-01-01',
      lastWorkingDay: '2026-06-30',
      monthlyWagesPaise: basic(2_00_000),
    });
    expect(result.capped).toBe(true);
    expect(result.paise).toBe(basic(20_00_000));
    expect(result.ceilingPaise).toBe(basic(20_00_000));
  });

  it('fixed-term staff qualify after one year under the Code on Social Security (from 21 Nov 2025), not before', () => {
    const under = {
      joinedOn: '2024-12-01',
      lastWorkingDay: '2025-11-30',
      monthlyWagesPaise: basic(26_000),
      fixedTerm: true,
    };
    expect(gratuity(under).eligible).toBe(true);
    expect(gratuity(under).paise).toBe(basic(15_000));
    expect(gratuity({ ...under, joinedOn: '2024-01-01', lastWorkingDay: '2024-12-31' }).eligible).toBe(false);
  });

  it('death or disablement: eligible at any service', () => {
    const result = gratuity({
      joinedOn: '2024-01-01',
      lastWorkingDay: '2025-09-30',
      monthlyWagesPaise: basic(26_000),
      deathOrDisablement: true,
    });
    expect([result.eligible, result.countedYears, result.paise]).toEqual([true, 2, basic(30_000)]);
  });
});
