import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  balanceFigures,
  leaveYearBounds,
  leaveYearOf,
  periodShare,
  plannedLedgerRows,
  roundHalfDay,
  type AccrualInput,
  type LedgerFact,
  type PolicyVersion,
} from './accrual.ts';
import { splitBeyondBalance } from './rules.ts';
import { SME_LEAVE_PRESET, UNLIMITED_POLICY, type LeavePolicyBody } from './schemas.ts';

const PAID = SME_LEAVE_PRESET['Paid Leave']; // 18 a year, monthly, joiners prorated, carry up to 30
const SICK = SME_LEAVE_PRESET['Sick Leave']; // 12 upfront, joiners prorated, no carry-forward
const version = (policy: LeavePolicyBody, effectiveFrom = '2026-01-01'): PolicyVersion => ({
  ...policy,
  effectiveFrom,
});
const plan = (over: Partial<AccrualInput> & Pick<AccrualInput, 'versions' | 'asOf'>) =>
  plannedLedgerRows({
    fallback: UNLIMITED_POLICY,
    yearStartMonth: 1,
    joinedOn: '2024-06-03',
    existing: [],
    ...over,
  });
const total = (rows: readonly LedgerFact[]) =>
  Math.round(rows.reduce((sum, row) => sum + row.days, 0) * 100) / 100;

describe('the leave year', () => {
  it.each([
    ['2026-03-31', 1, 2026],
    ['2026-03-31', 4, 2025],
    ['2026-04-01', 4, 2026],
    ['2027-01-15', 4, 2026],
  ] as const)('%s with the year starting in month %s is leave year %s', (date, start, year) => {
    expect(leaveYearOf(date, start)).toBe(year);
  });
  it('April-March bounds', () => {
    expect(leaveYearBounds(2026, 4)).toEqual({ first: '2026-04-01', last: '2027-03-31' });
    expect(leaveYearBounds(2026, 1)).toEqual({ first: '2026-01-01', last: '2026-12-31' });
  });
});

describe('accrual (docs/leave.md, worked examples)', () => {
  it('monthly 18: 1.5 on each 1st; by 10 May 7.5', () => {
    const rows = plan({ versions: [version(PAID)], asOf: '2026-05-10' });
    expect(rows.map((r) => [r.date, r.days])).toEqual([
      ['2026-01-01', 1.5],
      ['2026-02-01', 1.5],
      ['2026-03-01', 1.5],
      ['2026-04-01', 1.5],
      ['2026-05-01', 1.5],
    ]);
  });
  it.each([
    // [joined, asOf, accrued] with Paid Leave 18 monthly, joiners prorated
    ['2026-03-16', '2026-12-31', 13.5], // a joiner on the 16th starts next month: Apr–Dec, 9 × 1.5
    ['2026-03-15', '2026-12-31', 15], // on or before the 15th the month counts: Mar–Dec
    ['2026-03-16', '2026-05-10', 3], // Apr and May so far
  ])('monthly joiner on %s: by %s %s days', (joinedOn, asOf, accrued) => {
    expect(total(plan({ versions: [version(PAID)], joinedOn, asOf }))).toBe(accrued);
  });
  it('the joining month counts from the joining day', () => {
    const rows = plan({ versions: [version(PAID)], joinedOn: '2026-03-15', asOf: '2026-03-20' });
    expect(rows).toEqual([{ kind: 'accrual', days: 1.5, date: '2026-03-15', periodKey: 'accrual:2026:M3' }]);
  });
  it.each([
    // [quota, joined, granted] upfront, joiners prorated, rounded to the nearest half day (halves up)
    [12, '2026-01-01', 12],
    [12, '2026-03-16', 9], // Apr–Dec: 12 × 9/12
    [12, '2026-07-20', 5], // Aug–Dec
    [15, '2026-03-16', 11.5], // 15 × 9/12 = 11.25 → 11.5
    [10, '2026-11-02', 1.5], // 10 × 2/12 = 1.67 → 1.5
  ])('upfront %s, joiner on %s: %s', (quota, joinedOn, granted) => {
    const rows = plan({ versions: [version({ ...SICK, annualQuota: quota })], joinedOn, asOf: '2026-12-31' });
    expect(total(rows)).toBe(granted);
    expect(rows).toHaveLength(1);
  });
  it('without proration a joiner gets the whole year, dated the joining day', () => {
    const rows = plan({
      versions: [version({ ...SICK, prorateJoiners: false })],
      joinedOn: '2026-07-20',
      asOf: '2026-07-20',
    });
    expect(rows).toEqual([{ kind: 'accrual', days: 12, date: '2026-07-20', periodKey: 'accrual:2026' }]);
  });
  it('quarterly 10: 2.5 a quarter; a joiner on 20 May gets June only of Q2: 2.5/3 → 1', () => {
    const q = version({ ...PAID, annualQuota: 10, accrual: 'quarterly' });
    expect(plan({ versions: [q], asOf: '2026-12-31' }).map((r) => r.days)).toEqual([2.5, 2.5, 2.5, 2.5]);
    expect(plan({ versions: [q], joinedOn: '2026-05-20', asOf: '2026-12-31' }).map((r) => r.days)).toEqual([
      1, 2.5, 2.5,
    ]);
  });
  it('monthly shares round to two decimals and add up to the quota', () => {
    expect(Array.from({ length: 12 }, (_, i) => periodShare(10, 12, i + 1)).slice(0, 3)).toEqual([
      0.83, 0.84, 0.83,
    ]);
    const rows = plan({ versions: [version({ ...PAID, annualQuota: 10 })], asOf: '2026-12-31' });
    expect(total(rows)).toBe(10);
    expect(roundHalfDay(11.25)).toBe(11.5);
    expect(roundHalfDay(1.67)).toBe(1.5);
  });
  it('a policy change applies from the next accrual; posted rows are never planned again', () => {
    const versions = [
      version({ ...PAID, annualQuota: 12 }),
      version({ ...PAID, annualQuota: 24 }, '2026-03-10'),
    ];
    const rows = plan({ versions, asOf: '2026-04-05' });
    expect(rows.map((r) => r.days)).toEqual([1, 1, 1, 2]);
    const again = plan({ versions, asOf: '2026-04-05', existing: rows });
    expect(again).toEqual([]);
  });
  it('a quota set mid-month accrues that period on the day it was set (the preset applied on 10 May)', () => {
    const rows = plan({ versions: [version(SICK, '2026-05-10')], asOf: '2026-05-10' });
    expect(rows).toEqual([{ kind: 'accrual', days: 12, date: '2026-05-10', periodKey: 'accrual:2026' }]);
    expect(plan({ versions: [version(SICK, '2026-05-10')], asOf: '2026-05-09' })).toEqual([]);
  });
  it('the fresh install (no versions) plans nothing', () => {
    expect(plan({ versions: [], asOf: '2026-12-31' })).toEqual([]);
  });
});

describe('carry-forward and its expiry at the year end', () => {
  const taken = (days: number, date: string): LedgerFact => ({ kind: 'taken', days: -days, date });
  it.each([
    // [carry max, taken in 2026, carried into 2027]
    [30, 5, 13], // 18 − 5
    [10, 5, 10], // capped
    [0, 5, 0], // no carry-forward
    [30, 18, 0], // nothing left
  ])('cap %s, %s taken: %s carried', (carryForwardMax, days, carried) => {
    const versions = [version({ ...PAID, carryForwardMax })];
    const existing = [...plan({ versions, asOf: '2026-12-31' }), taken(days, '2026-06-10')];
    const rows = plan({ versions, asOf: '2027-01-01', existing });
    const carry = rows.filter((r) => r.kind === 'carry_forward');
    expect(total(carry)).toBe(carried);
    if (carried > 0) expect(carry[0]).toMatchObject({ date: '2027-01-01', periodKey: 'carry:2027' });
  });
  it.each([
    // [taken before 1 Apr 2027, reversed, taken after, lapsed on 31 Mar 2027]
    [0, 0, 0, 10],
    [4, 0, 0, 6],
    [4, 2, 0, 8], // a cancelled leave gives its days back before the expiry
    [12, 0, 0, 0], // more than carried: nothing lapses
    [0, 0, 3, 10], // taken after the expiry does not save carried days
  ])(
    '10 carried, expiring after 3 months: taken %s, reversed %s, later %s → lapse %s',
    (before, reversed, after, lapsed) => {
      const versions = [version({ ...PAID, carryForwardMax: 10, carryForwardExpiresMonths: 3 })];
      const year1 = plan({ versions, asOf: '2026-12-31' });
      const existing: LedgerFact[] = [...year1, ...plan({ versions, asOf: '2027-01-01', existing: year1 })];
      if (before) existing.push(taken(before, '2027-02-10'));
      if (reversed) existing.push({ kind: 'reversed', days: reversed, date: '2027-02-10' });
      if (after) existing.push(taken(after, '2027-04-10'));
      const rows = plan({ versions, asOf: '2027-06-30', existing });
      const lapse = rows.filter((r) => r.kind === 'lapse');
      expect(0 - total(lapse) || 0).toBe(lapsed);
      if (lapsed > 0) expect(lapse[0]).toMatchObject({ date: '2027-03-31', periodKey: 'lapse:2027' });
      expect(plan({ versions, asOf: '2027-03-30', existing }).some((r) => r.kind === 'lapse')).toBe(false);
    },
  );
});

describe('balances from the ledger', () => {
  it('opening + accrued + adjusted − taken − lapsed', () => {
    const figures = balanceFigures([
      { kind: 'carry_forward', days: 10, date: '2027-01-01' },
      { kind: 'accrual', days: 1.5, date: '2027-01-01' },
      { kind: 'taken', days: -3, date: '2027-01-05' },
      { kind: 'reversed', days: 1, date: '2027-01-05' },
      { kind: 'adjustment', days: 0.5, date: '2027-01-06' },
      { kind: 'lapse', days: -6, date: '2027-03-31' },
    ]);
    expect(figures).toEqual({ opening: 10, accrued: 1.5, taken: 2, lapsed: 6, adjusted: 0.5, available: 4 });
  });

  const ops = fc.array(
    fc.oneof(
      fc.record({
        op: fc.constant('apply' as const),
        hundredths: fc.integer({ min: 50, max: 800 }),
        unpaid: fc.boolean(),
      }),
      fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(20) }),
      fc.record({ op: fc.constant('accrue' as const), month: fc.integer({ min: 1, max: 12 }) }),
      fc.record({
        op: fc.constant('adjust' as const),
        hundredths: fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0),
      }),
    ),
    { maxLength: 40 },
  );

  it('property: available = opening + accrued + adjusted − taken − lapsed, changes only with a ledger row, never below zero by a refused type', () => {
    fc.assert(
      fc.property(ops, (sequence) => {
        const versions = [version(PAID)];
        const ledger: LedgerFact[] = [];
        const approved: { days: number }[] = [];
        for (const step of sequence) {
          const before = balanceFigures(ledger).available;
          const rowsBefore = ledger.length;
          if (step.op === 'accrue') {
            ledger.push(
              ...plan({ versions, asOf: `2026-${String(step.month).padStart(2, '0')}-01`, existing: ledger }),
            );
          } else if (step.op === 'adjust') {
            ledger.push({ kind: 'adjustment', days: step.hundredths / 100, date: '2026-06-01' });
          } else if (step.op === 'apply') {
            const split = splitBeyondBalance(
              step.hundredths / 100,
              Math.max(0, before),
              step.unpaid ? 'unpaid' : 'refuse',
            );
            if (!split.refused && split.paid > 0) {
              ledger.push({ kind: 'taken', days: -split.paid, date: '2026-06-02' });
              approved.push({ days: split.paid });
              expect(balanceFigures(ledger).available).toBeGreaterThanOrEqual(Math.min(0, before));
            }
          } else if (approved.length > 0) {
            const [cancelled] = approved.splice(step.pick % approved.length, 1);
            ledger.push({ kind: 'reversed', days: cancelled!.days, date: '2026-06-02' });
          }
          const after = balanceFigures(ledger);
          expect(after.available).toBeCloseTo(
            after.opening + after.accrued + after.adjusted - after.taken - after.lapsed,
            9,
          );
          if (ledger.length === rowsBefore) expect(after.available).toBe(before);
        }
        // Every approval cancelled: the balance is exactly what accruals and adjustments made it.
        for (const leave of approved.splice(0))
          ledger.push({ kind: 'reversed', days: leave.days, date: '2026-06-02' });
        const end = balanceFigures(ledger);
        expect(end.taken).toBe(0);
        expect(end.available).toBe(Math.round((end.accrued + end.adjusted) * 100) / 100);
      }),
    );
  });
});
