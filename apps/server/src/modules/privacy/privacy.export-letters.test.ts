import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personLetters } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/* Letters issued to a person (issue 43) in their data export (docs/privacy.md, "Your own data"). */
let ctx: TestContext;
let hr: TestUser;
let person: TestUser;

const download = (user: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(user) });

beforeAll(async () => {
  ctx = await createTestApp();
  hr = await createUser(ctx, { role: 'HR' });
  person = await createUser(ctx, { name: 'Lata Letters', joinedOn: '2026-06-01' });
});
afterAll(() => ctx.close());

describe('issued letters in the data export', () => {
  it('lists none and carries no letters folder before any is issued', async () => {
    const res = await download(person, '/api/me/data-export');
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).filter((name) => name.startsWith('letters/'))).toEqual([]);
    expect(JSON.parse(strFromU8(files['profile.json']!)).letters).toEqual([]);
  });

  it('lists each letter (title, kind, date) in profile.json and carries its PDF byte for byte', async () => {
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/lifecycle/people/${person.id}/letters/offer`,
      headers: bearer(hr),
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const letters = await ctx.db.select().from(personLetters).where(eq(personLetters.userId, person.id));
    expect(letters).toHaveLength(1);
    const stored = await ctx.app.services.storage.read(letters[0]!.storageKey);

    for (const [caller, url] of [
      [person, '/api/me/data-export'],
      [hr, `/api/employees/${person.id}/data-export`],
    ] as const) {
      const res = await download(caller, url);
      expect(res.statusCode, res.body).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const profile = JSON.parse(strFromU8(files['profile.json']!));
      expect(profile.letters).toEqual([
        {
          title: letters[0]!.title,
          kind: 'offer',
          issuedOn: letters[0]!.issuedOn,
          file: expect.stringMatching(/^letters\/\d{4}-\d{2}-\d{2}-[0-9a-f]{8}-.+\.pdf$/),
        },
      ]);
      const bytes = files[profile.letters[0].file];
      expect(bytes && Buffer.from(bytes).equals(stored)).toBe(true);
    }
  });
});
