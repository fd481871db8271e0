import { describe, expect, it } from 'vitest';
import {
  generateSalaryRequestSchema,
  matchesSalaryFilter,
  parsePayPeriod,
  salaryYears,
  PAYROLL_MESSAGES,
} from './schemas.ts';

describe('parsePayPeriod', () => {
  it.each([
    ['October 2025', 2025, 10, 'October 2025'],
    ['october 2025', 2025, 10, 'October 2025'],
    ['  FEBRUARY   2028 ', 2028, 2, 'February 2028'],
    ['january 1900', 1900, 1, 'January 1900'],
  ])('reads %j', (text, year, month, label) => expect(parsePayPeriod(text)).toEqual({ year, month, label }));

  it.each([
    '',
    'Oct 2025',
    '2025-10',
    'October',
    '2025 October',
    'October 25',
    'October 20255',
    'Octobre 2025',
    'October 1899',
    'October 2025!',
  ])('refuses %j', (text) => expect(parsePayPeriod(text)).toBeNull());
});

describe('salary filters (spec section 9)', () => {
  it('match by year substring and month-name prefix', () => {
    expect(matchesSalaryFilter('October 2025', { month: '', year: '' })).toBe(true);
    expect(matchesSalaryFilter('October 2025', { month: 'October', year: '2025' })).toBe(true);
    expect(matchesSalaryFilter('October 2025', { month: 'November', year: '' })).toBe(false);
    expect(matchesSalaryFilter('October 2025', { month: '', year: '2026' })).toBe(false);
    expect(matchesSalaryFilter('october 2025', { month: 'October', year: '' })).toBe(true);
  });

  it('list the years of the records, newest first, once each', () => {
    expect(salaryYears(['October 2025', 'March 2027', 'June 2025', 'no year'])).toEqual(['2027', '2025']);
  });
});

describe('generateSalaryRequestSchema', () => {
  it.each([
    { employeeIds: [], month: 'October 2025' },
    { employeeIds: ['7b0a2c0e-6f0e-4a39-9d58-8a2f1f0d1c11'], month: '  ' },
    {},
  ])('refuses %j with the spec message', (body) => {
    const result = generateSalaryRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PAYROLL_MESSAGES.generateEmpty);
  });
});
