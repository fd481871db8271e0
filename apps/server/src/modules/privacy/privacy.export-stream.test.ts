import crypto from 'node:crypto';
import { DOCUMENT_KEYS, PRIVACY_MESSAGES } from '@hrms/shared';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeDocuments } from '../../db/schema/index.ts';
import { newStorageKey } from '../../storage/storage.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * The data export is streamed (docs/privacy.md): files are read one at a time while the ZIP is sent, other
 * requests are answered meanwhile, and a caller gets three exports an hour. No timing is measured: the test
 * holds the export half-way (it stops reading the answer) and shows what happened by then.
 */
let ctx: TestContext;
let person: TestUser;
const FILE_BYTES = 4 * 1024 * 1024;
const stored = new Map<string, Buffer>();
let reads = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  person = await createUser(ctx);
  const storage = ctx.app.services.storage;
  // Seven large documents (random bytes, so nothing shrinks them), put straight into storage and the table.
  for (const docKey of DOCUMENT_KEYS) {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(FILE_BYTES)]);
    const storageKey = newStorageKey('documents', 'pdf');
    await storage.put(storageKey, bytes, 'application/pdf');
    await ctx.db.insert(employeeDocuments).values({
      userId: person.id,
      docKey,
      storageKey,
      originalName: `${docKey}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
    });
    stored.set(`documents/${docKey}-${docKey}.pdf`, bytes);
  }
  // Counts the export's reads of stored files and passes them on (the real storage answers).
  const read = storage.read.bind(storage);
  storage.read = async (key: string) => {
    reads += 1;
    return read(key);
  };
}, 120_000);
afterAll(() => ctx.close());

describe('a streamed data export', () => {
  it('answers the health check half-way through, having read only some files, and ends as a whole ZIP', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/data-export',
      headers: bearer(person),
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const chunks = res.stream()[Symbol.asyncIterator]();
    const received: Buffer[] = [];
    // Read until the first document is on its way (past the small CSV and JSON entries).
    while (Buffer.concat(received).length < FILE_BYTES / 2) {
      const next = await chunks.next();
      expect(next.done).toBe(false);
      received.push(next.value as Buffer);
    }

    // The answer is not read on: the export waits, half-way, while another request comes in.
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(DOCUMENT_KEYS.length);

    for (let next = await chunks.next(); !next.done; next = await chunks.next())
      received.push(next.value as Buffer);
    expect(reads).toBe(DOCUMENT_KEYS.length);
    const files = unzipSync(new Uint8Array(Buffer.concat(received)));
    expect(Object.keys(files).sort()).toEqual(
      ['attendance.csv', 'leave.csv', 'profile.json', 'salary-records.csv', ...stored.keys()].sort(),
    );
    for (const [name, bytes] of stored) expect(Buffer.from(files[name]!).equals(bytes), name).toBe(true);
  });
});

describe('the limit per caller and person', () => {
  it('allows three exports an hour, then answers 429 with a message and Retry-After', async () => {
    const caller = await createUser(ctx);
    const download = () =>
      ctx.app.inject({ method: 'GET', url: '/api/me/data-export', headers: bearer(caller) });
    for (let i = 0; i < 3; i += 1) expect((await download()).statusCode).toBe(200);
    const fourth = await download();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ code: 'too_many_requests', message: PRIVACY_MESSAGES.tooManyExports });
    expect(Number(fourth.headers['retry-after'])).toBe(3600);
    // The same path answers the same count; another person's exports are their own count.
    const samePath = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${caller.id}/data-export`,
      headers: bearer(caller),
    });
    expect(samePath.statusCode).toBe(429);
    const other = await createUser(ctx);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${other.id}/data-export`,
      headers: bearer(other),
    });
    expect(theirs.statusCode).toBe(200);
  });

  it("counts each person apart: an Admin's fourth export of one person is refused, another person's passes", async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const [first, second] = [await createUser(ctx), await createUser(ctx)];
    const exportOf = (target: TestUser) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/employees/${target.id}/data-export`,
        headers: bearer(admin),
      });
    for (let i = 0; i < 3; i += 1) expect((await exportOf(first)).statusCode).toBe(200);
    expect((await exportOf(first)).statusCode).toBe(429);
    expect((await exportOf(second)).statusCode).toBe(200);
  });

  it('counts parallel requests one after another: of six at once, three pass', async () => {
    const caller = await createUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx.app.inject({ method: 'GET', url: '/api/me/data-export', headers: bearer(caller) }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
