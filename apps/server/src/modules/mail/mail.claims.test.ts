import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DbHandle } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { claimAttempts, insertMessages, markSent, releaseAttempts } from './mail.repository.ts';

// A delivery run claims its own message and, in the same statement, never-tried ones written before or with
// it (docs/mail.md, "Queue, retries and failures"), on the suite's engine (PGlite; PostgreSQL in its suite).

let handle: DbHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());
beforeEach(async () => {
  await db.delete(mailMessages);
});

/** `n` pending messages, written a second apart: the oldest first. */
async function queued(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const [id] = await insertMessages(db, [
      {
        kind: 'notification',
        userId: null,
        toAddress: `person${i}@example.com`,
        subject: `Message ${i}`,
        textBody: `Text ${i}`,
        htmlBody: `<p>Html ${i}</p>`,
        createdAt: new Date(Date.UTC(2026, 10, 27, 9, 0, i)),
      },
    ]);
    ids.push(id!);
  }
  return ids;
}

const attemptsOf = async (ids: readonly string[]) => {
  const rows = await db
    .select({ id: mailMessages.id, attempts: mailMessages.attempts })
    .from(mailMessages)
    .where(inArray(mailMessages.id, [...ids]));
  return ids.map((id) => rows.find((row) => row.id === id)!.attempts);
};

describe('claimAttempts', () => {
  it('takes its own message first, then never-tried ones oldest first, up to the limit', async () => {
    const ids = await queued(5);
    const claims = await claimAttempts(db, { id: ids[3]!, made: 0 }, 2);
    expect(claims.map((claim) => claim.id)).toEqual([ids[3], ids[0], ids[1]]);
    expect(claims[0]).toMatchObject({
      kind: 'notification',
      toAddress: 'person3@example.com',
      subject: 'Message 3',
      textBody: 'Text 3',
      htmlBody: '<p>Html 3</p>',
      attempt: 1,
    });
    expect(claims.map((claim) => claim.attempt)).toEqual([1, 1, 1]);
    expect(await attemptsOf(ids)).toEqual([1, 1, 0, 1, 0]);
  });

  it('a message taken along is not taken again by its own run, nor by another', async () => {
    const ids = await queued(3);
    expect((await claimAttempts(db, { id: ids[0]!, made: 0 }, 49)).map((claim) => claim.id)).toEqual(ids);
    expect(await claimAttempts(db, { id: ids[1]!, made: 0 }, 49)).toEqual([]);
    expect(await claimAttempts(db, { id: ids[2]!, made: 0 }, 0)).toEqual([]);
    expect(await attemptsOf(ids)).toEqual([1, 1, 1]);
  });

  it('a message waiting for a retry is taken by its retry only, once', async () => {
    const ids = await queued(3);
    // The first attempt of ids[0] was made and failed: it waits for its retry.
    await db
      .update(mailMessages)
      .set({ attempts: 1, lastError: 'refused' })
      .where(eq(mailMessages.id, ids[0]!));
    expect((await claimAttempts(db, { id: ids[1]!, made: 0 }, 49)).map((claim) => claim.id)).toEqual([
      ids[1],
      ids[2],
    ]);
    // Its first queue entry, run late (a restart's queueing, another instance): the attempt was made since.
    expect(await claimAttempts(db, { id: ids[0]!, made: 0 }, 49)).toEqual([]);
    const [retry] = await claimAttempts(db, { id: ids[0]!, made: 1 }, 49);
    expect(retry).toMatchObject({ id: ids[0], attempt: 2 });
    // The same retry run twice (two instances): the second finds the attempt made.
    expect(await claimAttempts(db, { id: ids[0]!, made: 1 }, 49)).toEqual([]);
  });

  it('never takes a message sent, failed for good, or without its body', async () => {
    const ids = await queued(4);
    await markSent(db, ids[0]!, 1, new Date());
    await db.update(mailMessages).set({ state: 'failed' }).where(eq(mailMessages.id, ids[1]!));
    await db.update(mailMessages).set({ htmlBody: '' }).where(eq(mailMessages.id, ids[2]!));
    expect((await claimAttempts(db, { id: ids[0]!, made: 0 }, 49)).map((claim) => claim.id)).toEqual([
      ids[3],
    ]);
    expect(await claimAttempts(db, { id: ids[2]!, made: 0 }, 49)).toEqual([]);
  });

  it('runs claiming at the same time share the messages out: each taken exactly once', async () => {
    const ids = await queued(30);
    const runs = await Promise.all(ids.slice(0, 10).map((id) => claimAttempts(db, { id, made: 0 }, 4)));
    const taken = runs.flatMap((claims) => claims.map((claim) => claim.id));
    expect(new Set(taken).size).toBe(taken.length);
    expect(await attemptsOf(taken)).toEqual(taken.map(() => 1));
    const untouched = ids.filter((id) => !taken.includes(id));
    expect(await attemptsOf(untouched)).toEqual(untouched.map(() => 0));
  });
});

describe('releaseAttempts', () => {
  it('gives back the attempts a stopping run did not make, and only those', async () => {
    const ids = await queued(3);
    const claims = await claimAttempts(db, { id: ids[0]!, made: 0 }, 49);
    // ids[2] was tried meanwhile by a later run (its count moved on): that attempt is not given back.
    await db.update(mailMessages).set({ attempts: 2 }).where(eq(mailMessages.id, ids[2]!));
    await releaseAttempts(db, claims.slice(1));
    expect(await attemptsOf(ids)).toEqual([1, 0, 2]);
    const [again] = await claimAttempts(db, { id: ids[1]!, made: 0 }, 0);
    expect(again).toMatchObject({ id: ids[1], attempt: 1 });
  });
});
