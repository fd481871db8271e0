import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personPlacements } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/access.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Issue 42: for random trees and random moves, the reporting structure never has a cycle, and the server
// refuses exactly the moves that would have made one.
const SIZE = 7;
let ctx: TestContext;
let people: TestUser[];
let hr: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  people = [];
  for (let i = 0; i < SIZE; i += 1)
    people.push(await createUser(ctx, { role: 'Employee', name: `Person ${i}` }));
  const h = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  hr = { id: h.id, name: h.name, email: h.email, role: 'HR' };
});
afterAll(() => ctx.close());

/** Whether following managers from `start` ever comes back round (in the plain map, no database). */
function hasCycle(managers: Map<number, number | null>): boolean {
  for (const start of managers.keys()) {
    const seen = new Set<number>();
    for (let at: number | null | undefined = start; at !== null && at !== undefined; at = managers.get(at)) {
      if (seen.has(at)) return true;
      seen.add(at);
    }
  }
  return false;
}

const treeArb = fc.array(fc.option(fc.nat(), { nil: null }), { minLength: SIZE, maxLength: SIZE });
const movesArb = fc.array(
  fc.record({
    person: fc.nat({ max: SIZE - 1 }),
    manager: fc.option(fc.nat({ max: SIZE - 1 }), { nil: null }),
  }),
  { minLength: 1, maxLength: 10 },
);

describe('the reporting structure', () => {
  it('never has a cycle, whatever the tree and the moves', async () => {
    const service = ctx.app.services.placements;
    await fc.assert(
      fc.asyncProperty(treeArb, movesArb, async (tree, moves) => {
        await ctx.db.delete(personPlacements);
        // A random tree: person i reports to someone numbered below them, or to nobody.
        const managers = new Map<number, number | null>();
        for (let i = 0; i < SIZE; i += 1) {
          const pick = tree[i];
          const manager = i === 0 || pick === null || pick === undefined ? null : pick % i;
          managers.set(i, manager);
          await service.place(hr, people[i]!.id, {
            managerId: manager === null ? null : people[manager]!.id,
          });
        }
        for (const move of moves) {
          const proposed = new Map(managers).set(move.person, move.manager);
          const wouldLoop = move.manager === move.person || hasCycle(proposed);
          const outcome = await service
            .place(hr, people[move.person]!.id, {
              managerId: move.manager === null ? null : people[move.manager]!.id,
            })
            .then(
              () => 'saved',
              (error: { statusCode?: number }) => error.statusCode,
            );
          expect(outcome).toBe(wouldLoop ? 409 : 'saved');
          if (!wouldLoop) managers.set(move.person, move.manager);
        }
        const stored = await ctx.db.select().from(personPlacements);
        const byId = new Map(people.map((p, i) => [p.id, i]));
        const storedManagers = new Map(
          stored.map((row) => [byId.get(row.userId)!, row.managerId ? byId.get(row.managerId)! : null]),
        );
        expect(hasCycle(storedManagers)).toBe(false);
        expect(storedManagers).toEqual(managers);
      }),
      { numRuns: 25 },
    );
  });
});
