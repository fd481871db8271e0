import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SME_LEAVE_PRESET, type LeaveBalance, type LeaveLedgerEntry, type LeaveRequest } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Through the API on a real engine: any sequence of applications, approvals, cancellations, adjustments and
// accruals (the clock moving into a later month) keeps available = opening + accrued + adjusted − taken − lapsed,
// and no balance changes without a ledger row.
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
const START = '2026-11-20T04:30:00.000Z';

beforeAll(async () => {
  ctx = await createTestApp({ now: START });
  [admin, hr] = await Promise.all([createUser(ctx, { role: 'Admin' }), createUser(ctx, { role: 'HR' })]);
  const policies = Object.entries({
    ...SME_LEAVE_PRESET,
    'Paid Leave': { ...SME_LEAVE_PRESET['Paid Leave'], sandwich: { weeklyOffs: true, holidays: true } },
    'Sick Leave': { ...SME_LEAVE_PRESET['Sick Leave'], beyondBalance: 'unpaid' as const },
  }).map(([type, policy]) => ({ type, ...policy }));
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/leave-policies',
    headers: bearer(admin),
    payload: { policies },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

type Op =
  | { op: 'apply'; type: 'Paid Leave' | 'Half Day' | 'Sick Leave'; day: number; length: number }
  | { op: 'approve' | 'cancel' | 'staffCancel'; pick: number }
  | { op: 'adjust'; hundredths: number }
  | { op: 'month' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('apply' as const),
    type: fc.constantFrom('Paid Leave' as const, 'Half Day' as const, 'Sick Leave' as const),
    day: fc.integer({ min: 20, max: 60 }),
    length: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({
    op: fc.constantFrom('approve' as const, 'cancel' as const, 'staffCancel' as const),
    pick: fc.nat(9),
  }),
  fc.record({
    op: fc.constant('adjust' as const),
    hundredths: fc.integer({ min: -200, max: 300 }).filter((n) => n !== 0),
  }),
  fc.record({ op: fc.constant('month' as const) }),
);

const dateAt = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString().slice(0, 10);

describe('property: balances follow the ledger', () => {
  it('for any sequence of operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        ctx.clock.set(START);
        const emp = await createUser(ctx);
        const requests: LeaveRequest[] = [];
        const read = async () => {
          const balances = (
            await ctx.app.inject({
              method: 'GET',
              url: `/api/employees/${emp.id}/leave-balances`,
              headers: bearer(hr),
            })
          ).json() as LeaveBalance[];
          // Both leave years the clock can reach: a new row in either is a change.
          const ledger: LeaveLedgerEntry[] = [];
          for (const year of [2026, 2027]) {
            const res = await ctx.app.inject({
              method: 'GET',
              url: `/api/employees/${emp.id}/leave-ledger?year=${year}`,
              headers: bearer(hr),
            });
            ledger.push(...(res.json() as LeaveLedgerEntry[]));
          }
          const year = ctx.app.services.orgTime.today().slice(0, 4);
          return { balances, ledger, year, current: ledger.filter((r) => r.date.startsWith(year)) };
        };
        let before = await read();
        for (const step of ops) {
          if (step.op === 'apply') {
            const endDate = step.type === 'Sick Leave' ? dateAt(step.day + step.length) : undefined;
            const res = await ctx.app.inject({
              method: 'POST',
              url: `/api/employees/${emp.id}/leaves`,
              headers: bearer(emp),
              payload: { type: step.type, startDate: dateAt(step.day), endDate },
            });
            expect([201, 400, 409, 422]).toContain(res.statusCode);
            if (res.statusCode === 201) requests.push(res.json());
          } else if (step.op === 'adjust') {
            await ctx.app.inject({
              method: 'POST',
              url: `/api/employees/${emp.id}/leave-adjustments`,
              headers: bearer(hr),
              payload: { type: 'Paid Leave', days: step.hundredths / 100, reason: 'property' },
            });
          } else if (step.op === 'month') {
            ctx.clock.set(new Date(ctx.clock.now().getTime() + 31 * 86_400_000));
            await ctx.app.services.leaveAccrual.run(ctx.app.services.orgTime.today().slice(0, 7));
          } else if (requests.length > 0) {
            const target = requests[step.pick % requests.length]!;
            const url =
              step.op === 'approve'
                ? `/api/hr/leave-requests/${target.id}/approve`
                : step.op === 'cancel'
                  ? `/api/employees/${emp.id}/leaves/${target.id}/cancel`
                  : `/api/hr/leave-requests/${target.id}/cancel`;
            const res = await ctx.app.inject({
              method: 'PUT',
              url,
              headers: bearer(step.op === 'cancel' ? emp : hr),
              payload: { reason: 'property' },
            });
            expect([200, 409, 422]).toContain(res.statusCode);
          }
          const after = await read();
          for (const b of after.balances) {
            if (b.available === null) continue;
            expect(b.available).toBeCloseTo(b.opening + b.accrued + b.adjusted - b.taken - b.lapsed, 9);
            const sum = after.current
              .filter((r) => r.type === (b.countsAgainst ?? b.type))
              .reduce((s, r) => s + r.days, 0);
            expect(b.available).toBeCloseTo(sum, 9);
          }
          if (after.ledger.length === before.ledger.length && after.year === before.year)
            expect(
              after.balances.map((b) => b.available),
              JSON.stringify({
                step,
                today: ctx.app.services.orgTime.today(),
                before: before.ledger.map((r) => [r.type, r.kind, r.days, r.date]),
                after: after.ledger.map((r) => [r.type, r.kind, r.days, r.date]),
              }),
            ).toEqual(before.balances.map((b) => b.available));
          before = after;
        }
        // Whatever happened, cancelling every approved request gives every taken day back.
        for (const r of requests)
          await ctx.app.inject({
            method: 'PUT',
            url: `/api/hr/leave-requests/${r.id}/cancel`,
            headers: bearer(hr),
            payload: { reason: 'end' },
          });
        const end = await read();
        for (const b of end.balances) expect(b.taken).toBeCloseTo(0, 9);
      }),
      { numRuns: 12 },
    );
    ctx.clock.set(START);
  }, 600_000);
});
