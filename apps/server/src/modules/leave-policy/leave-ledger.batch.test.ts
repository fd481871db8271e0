import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES, SME_LEAVE_PRESET } from '@hrms/shared';
import { leaveLedger, leavePolicies, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { catchUpLedger, catchUpLedgers } from './leave-ledger.ts';
import { LEDGER_ROWS_PER_STATEMENT, listPeople } from './leave-policy.repository.ts';
import { loadPolicyBook } from './policy-book.ts';

// The monthly job posts a chunk of people with one ledger read and one insert (catchUpLedgers); it must post
// exactly what catchUpLedger posts person by person. Two organisations built the same way, one posted each
// way, compared row for row. Friday 20 November 2026 in Kolkata; the preset has monthly and upfront types,
// carry-forward and joiners prorated.
const JOINED = ['2023-04-17', '2025-12-31', '2026-01-01', '2026-06-10', '2026-11-20'];

interface Org {
  ctx: TestContext;
  people: TestUser[];
}

async function organisation(): Promise<Org> {
  const ctx = await createTestApp();
  const admin = await createUser(ctx, { role: 'Admin', joinedOn: '2022-01-03' });
  for (const type of LEAVE_TYPES) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leave-policies/${encodeURIComponent(type)}`,
      headers: bearer(admin),
      payload: SME_LEAVE_PRESET[type],
    });
    expect(res.statusCode).toBe(200);
  }
  const people: TestUser[] = [];
  for (const [i, joinedOn] of JOINED.entries())
    people.push(await createUser(ctx, { name: `Person ${i}`, joinedOn }));
  // One person's balance was read before the job: their rows are already there and must not come twice.
  const read = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${people[1]!.id}/leave-balances`,
    headers: bearer(people[1]!),
  });
  expect(read.statusCode).toBe(200);
  return { ctx, people };
}

async function ledgerOfEach({ ctx, people }: Org) {
  const rows = await ctx.db
    .select()
    .from(leaveLedger)
    .where(
      inArray(
        leaveLedger.userId,
        people.map((p) => p.id),
      ),
    );
  const index = new Map(people.map((p, i) => [p.id, i]));
  return rows
    .map((r) => [index.get(r.userId), r.type, r.kind, r.daysHundredths, r.date, r.periodKey].join(' '))
    .sort();
}

let batched: Org;
let oneByOne: Org;
beforeAll(async () => {
  [batched, oneByOne] = await Promise.all([organisation(), organisation()]);
});
afterAll(async () => {
  await Promise.all([batched.ctx.close(), oneByOne.ctx.close()]);
});

describe('the monthly job posts a chunk at once', () => {
  it('writes the same rows as one person at a time, and names each person who gained rows once', async () => {
    const at = new Date('2026-11-20T04:30:00.000Z');
    const bookA = await loadPolicyBook(batched.ctx.db);
    const everyoneA = await listPeople(batched.ctx.db);
    const touched = await batched.ctx.db.transaction((tx) =>
      catchUpLedgers(tx, bookA, everyoneA, '2026-11-20', at),
    );

    const bookB = await loadPolicyBook(oneByOne.ctx.db);
    const gained: string[] = [];
    for (const person of await listPeople(oneByOne.ctx.db)) {
      const written = await catchUpLedger(oneByOne.ctx.db, bookB, person, '2026-11-20', at);
      if (written > 0) gained.push(person.id);
    }

    const rows = await ledgerOfEach(batched);
    expect(rows.length).toBeGreaterThan(JOINED.length);
    expect(rows).toEqual(await ledgerOfEach(oneByOne));
    // The same people (by their place in the organisation; the Admin is -1) gained rows both ways.
    const place = (org: Org, id: string) => org.people.findIndex((p) => p.id === id);
    expect(touched.map((id) => place(batched, id)).sort()).toEqual(
      gained.map((id) => place(oneByOne, id)).sort(),
    );
    expect(new Set(touched).size).toBe(touched.length);
    // The person read before the job gained nothing more.
    expect(touched).not.toContain(batched.people[1]!.id);

    // Run again: nothing is due, nothing is written.
    const again = await catchUpLedgers(batched.ctx.db, bookA, everyoneA, '2026-11-20', at);
    expect(again).toEqual([]);
    const person0 = await batched.ctx.db
      .select()
      .from(leaveLedger)
      .where(eq(leaveLedger.userId, batched.people[0]!.id));
    expect(person0.length).toBeGreaterThan(0);
  });
});

describe('a chunk owed years of accruals', () => {
  // An organisation that set its policies years back (or a demo with a year of history): the job's chunk of
  // people is owed more rows than one statement's 65,535 bind parameters hold (found by the 10,000-person
  // demo over a year: 500 people x 25 rows x 7 values). Every row is written, none twice.
  it('writes them all, a statement per LEDGER_ROWS_PER_STATEMENT rows, and nothing on a second run', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.db
        .insert(leavePolicies)
        .values(
          LEAVE_TYPES.map((type) => ({ type, effectiveFrom: '2015-01-01', policy: SME_LEAVE_PRESET[type] })),
        );
      await ctx.db.insert(users).values(
        Array.from({ length: 120 }, (_, i) => ({
          name: `Veteran ${i}`,
          email: `veteran${i}@example.in`,
          passwordHash: 'not-a-hash',
          joinedOn: '2015-01-01',
        })),
      );
      const book = await loadPolicyBook(ctx.db);
      const people = await listPeople(ctx.db);
      const at = new Date('2026-11-20T04:30:00.000Z');
      const touched = await ctx.db.transaction((tx) => catchUpLedgers(tx, book, people, '2026-11-20', at));
      expect(new Set(touched).size).toBe(120);
      const rows = await ctx.db
        .select({ userId: leaveLedger.userId, key: leaveLedger.periodKey })
        .from(leaveLedger);
      // Twelve years of rows each: far more than one statement takes.
      expect(rows.length).toBeGreaterThan(3 * LEDGER_ROWS_PER_STATEMENT);
      expect(rows.length * 7).toBeGreaterThan(65_535);
      const perPerson = new Map<string, number>();
      for (const row of rows) perPerson.set(row.userId, (perPerson.get(row.userId) ?? 0) + 1);
      expect(new Set(perPerson.values()).size).toBe(1);
      expect(new Set(rows.map((r) => `${r.userId} ${r.key}`)).size).toBe(rows.length);
      expect(await catchUpLedgers(ctx.db, book, people, '2026-11-20', at)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
