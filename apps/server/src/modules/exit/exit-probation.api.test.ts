import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exit } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/*
 * The notice period follows the lifecycle's probation once the organisation uses it (issue 43, docs/exit.md
 * "Notice"). The clock stands at Friday 20 November 2026; the Admin sets a three-month probation.
 */
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PUT', url: string, by: TestUser, payload: object = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), payload });

async function resign(person: TestUser): Promise<Exit> {
  const res = await call('POST', '/exits/resignation', person, {
    lastWorkingDay: '2026-12-31',
    reason: 'Moving',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Exit;
}

describe('the notice period and probation', () => {
  it('on a fresh install (probation off) keeps the six-month rule', async () => {
    const early = await createUser(ctx, { name: 'Kiran Early', joinedOn: '2026-07-01' });
    expect((await resign(early)).noticeDays).toBe(30);
  });

  it('with a three-month probation: past it 60, inside it 30, confirmed early 60', async () => {
    const saved = await call('PUT', '/lifecycle/settings', admin, { probationMonths: 3, checklist: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    // Joined 1 July: probation ended 1 October; the six-month rule would still say 30.
    const past = await createUser(ctx, { name: 'Kavya Past', joinedOn: '2026-07-01' });
    expect((await resign(past)).noticeDays).toBe(60);
    // Joined 1 October: on probation until 1 January.
    const inside = await createUser(ctx, { name: 'Dev Inside', joinedOn: '2026-10-01' });
    expect((await resign(inside)).noticeDays).toBe(30);
    // Joined 1 October too, but confirmed today: the confirmed notice.
    const confirmed = await createUser(ctx, { name: 'Lata Confirmed', joinedOn: '2026-10-01' });
    const confirm = await call('POST', `/lifecycle/probations/${confirmed.id}/confirm`, hr);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await resign(confirmed)).noticeDays).toBe(60);
  });
});
