import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES } from '../leave/schemas.ts';
import { validateLeaveApplication, type CustomLeaveTypeRules } from '../leave/rules.ts';
import { LEAVE_TYPE_MESSAGES as T, leaveTypeBodySchema, leaveTypeRefusal, serviceMonths } from './leave-types.ts';

/** Issue 40 item 4: the leave-type rules at their boundaries (the server's checks use these). */
const TODAY = '2026-11-20';
const CUSTOM: CustomLeaveTypeRules[] = [
  { name: 'Casual Leave', multiDay: false, maxDaysPerRequest: null },
  { name: 'Earned Leave', multiDay: true, maxDaysPerRequest: null },
  // Maternity Benefit Act, 1961 s.5(3) as amended in 2017: 26 weeks.
  { name: 'Maternity Leave', multiDay: true, maxDaysPerRequest: 182 },
];
const check = (type: string, startDate: string, endDate?: string) =>
  validateLeaveApplication({ type, startDate, endDate }, TODAY, undefined, CUSTOM);
const refusal = (result: ReturnType<typeof check>) => (result.ok ? null : result.message);

describe('validateLeaveApplication with custom types', () => {
  it.each([
    // The spec's types keep the spec's rules and messages.
    ['Paid Leave two days', 'Paid Leave', '2026-11-23', '2026-11-24', LEAVE_MESSAGES.singleDayOnly],
    ['Sick Leave without an end', 'Sick Leave', '2026-11-23', undefined, LEAVE_MESSAGES.sickEndRequired],
    ['Sick Leave of 90 days', 'Sick Leave', '2026-11-23', '2027-02-20', null],
    ['Sick Leave of 91 days', 'Sick Leave', '2026-11-23', '2027-02-21', LEAVE_MESSAGES.tooManyDays],
    // An unknown name is still the spec's message.
    ['an unknown type', 'Study Leave', '2026-11-23', undefined, LEAVE_MESSAGES.invalidType],
    // A one-day custom type.
    ['Casual Leave one day', 'Casual Leave', '2026-11-23', undefined, null],
    ['Casual Leave same end', 'Casual Leave', '2026-11-23', '2026-11-23', null],
    ['Casual Leave two days', 'Casual Leave', '2026-11-23', '2026-11-24', T.singleDay('Casual Leave')],
    ['Casual Leave end before', 'Casual Leave', '2026-11-23', '2026-11-22', LEAVE_MESSAGES.endBeforeStart],
    ['Casual Leave yesterday', 'Casual Leave', '2026-11-19', undefined, LEAVE_MESSAGES.pastDate],
    // A multi-day custom type: an end is needed; the general 90-day cap unless the type sets its own.
    ['Earned Leave without an end', 'Earned Leave', '2026-11-23', undefined, T.endRequired('Earned Leave')],
    ['Earned Leave of 90 days', 'Earned Leave', '2026-11-23', '2027-02-20', null],
    ['Earned Leave of 91 days', 'Earned Leave', '2026-11-23', '2027-02-21', T.tooLong('Earned Leave', 90)],
    ['Maternity Leave of 182 days', 'Maternity Leave', '2026-11-23', '2027-05-23', null],
    [
      'Maternity Leave of 183 days',
      'Maternity Leave',
      '2026-11-23',
      '2027-05-24',
      T.tooLong('Maternity Leave', 182),
    ],
  ])('%s', (_label, type, start, end, expected) => {
    expect(refusal(check(type, start, end))).toBe(expected);
  });

  it('without the custom list (a fresh install) a custom name is unknown', () => {
    const result = validateLeaveApplication({ type: 'Casual Leave', startDate: '2026-11-23' }, TODAY);
    expect(refusal(result)).toBe(LEAVE_MESSAGES.invalidType);
  });
});

describe('serviceMonths: whole months from joining', () => {
  it.each([
    ['2026-01-15', '2026-07-14', 5],
    ['2026-01-15', '2026-07-15', 6],
    ['2026-01-31', '2026-02-28', 0],
    ['2026-01-31', '2026-03-31', 2],
    ['2026-12-01', '2026-11-20', 0],
  ])('joined %s, on %s: %i', (joined, date, months) => {
    expect(serviceMonths(joined, date)).toBe(months);
  });
});

describe('leaveTypeRefusal: retired, gender and service conditions', () => {
  const maternity = { name: 'Maternity Leave', gender: 'female' as const, minServiceMonths: 0, archived: false };
  const earned = { name: 'Earned Leave', gender: 'any' as const, minServiceMonths: 6, archived: false };
  it.each([
    ['female, recorded', maternity, 'female', '2026-01-01', '2026-11-23', null],
    ['male', maternity, 'male', '2026-01-01', '2026-11-23', T.gender('Maternity Leave', 'female')],
    ['gender unrecorded', maternity, null, '2026-01-01', '2026-11-23', T.gender('Maternity Leave', 'female')],
    ['5 months 30 days of service', earned, null, '2026-05-24', '2026-11-23', T.service('Earned Leave', 6)],
    ['6 months of service', earned, null, '2026-05-23', '2026-11-23', null],
    ['retired', { ...earned, archived: true }, null, '2020-01-01', '2026-11-23', T.archived('Earned Leave')],
  ])('%s', (_label, type, gender, joinedOn, start, expected) => {
    expect(leaveTypeRefusal(type, { gender, joinedOn }, start)).toBe(expected);
  });
});

describe('leaveTypeBodySchema', () => {
  const base = { name: 'Casual Leave', code: 'cl', paid: true, multiDay: false };
  it('upper-cases the code and fills the defaults', () => {
    expect(leaveTypeBodySchema.parse(base)).toMatchObject({
      code: 'CL',
      halfDayAllowed: false,
      gender: 'any',
      minServiceMonths: 0,
      maxDaysPerRequest: null,
    });
  });
  it.each([
    ['an empty name', { ...base, name: '  ' }],
    ['a 41-character name', { ...base, name: 'x'.repeat(41) }],
    ['a 7-character code', { ...base, code: 'ABCDEFG' }],
    ['a code with a space', { ...base, code: 'C L' }],
    ['a span of 367 days', { ...base, maxDaysPerRequest: 367 }],
    ['a span of 0 days', { ...base, maxDaysPerRequest: 0 }],
    ['a fractional service', { ...base, minServiceMonths: 1.5 }],
  ])('refuses %s', (_label, body) => {
    expect(leaveTypeBodySchema.safeParse(body).success).toBe(false);
  });
  it('accepts a 40-character name, a 6-character code and a 366-day span', () => {
    const ok = { ...base, name: 'x'.repeat(40), code: 'ABC123', maxDaysPerRequest: 366 };
    expect(leaveTypeBodySchema.safeParse(ok).success).toBe(true);
  });
});
