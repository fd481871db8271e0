import { asc, eq } from 'drizzle-orm';
import { STAFF_ROLES, type Advance, type Claim } from '@hrms/shared';
import { expect } from 'vitest';
import { advances, expenseClaims } from '../db/schema/index.ts';
import { bearer, type TestContext, type TestUser } from './test-app.ts';

/*
 * The oracle of the claims' and advances' queues (modules/claims/money-queues.test.ts): the approval rule over
 * every pending request, oldest first, as the queues read them all before they read only their candidates.
 */
const kinds = ['claims', 'advances'] as const;
type Kind = (typeof kinds)[number];

/** The ids `by` should see in the `kind` queue by the rule over every pending request. */
async function oracle(ctx: TestContext, kind: Kind, by: TestUser): Promise<string[]> {
  const table = kind === 'claims' ? expenseClaims : advances;
  const pending = await ctx.db
    .select({
      id: table.id,
      userId: table.userId,
      createdAt: table.createdAt,
      step: table.approvalStep,
      stepSince: table.stepSince,
    })
    .from(table)
    .where(eq(table.status, 'Pending'))
    .orderBy(asc(table.createdAt), asc(kind === 'claims' ? expenseClaims.number : advances.id));
  const waiting = await ctx.app.services.approvals.waiting(
    pending.map((r) => ({ ...r, requesterId: r.userId })),
  );
  // Nobody here is the sole approver (Priya and Hema are HR): a staff caller never sees their own.
  const staff = STAFF_ROLES.includes(by.role);
  return pending
    .filter((r) => {
      const decider = waiting.get(r.id)!.decider;
      if (r.userId === by.id) return false;
      return decider.kind === 'hr' ? staff : decider.person.id === by.id;
    })
    .map((r) => r.id);
}

/** Every person's claims and advances queue is exactly the oracle's answer. */
export async function expectQueuesAsTheRule(ctx: TestContext, people: readonly TestUser[]): Promise<void> {
  for (const kind of kinds)
    for (const person of people) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/${kind}/queue`, headers: bearer(person) });
      expect(res.statusCode).toBe(200);
      const ids = (res.json() as (Claim | Advance)[]).map((r) => r.id);
      expect(ids, `${kind} of ${person.name}`).toEqual(await oracle(ctx, kind, person));
    }
}
