import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuditEntry } from '@hrms/shared';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;

/** An entry as a service writes it (audit.writes.test.ts covers record()); one insert keeps set-up short. */
const entryAt = (instant: string, actor: TestUser, action: 'task.create' | 'leave.approve', id: string) => ({
  at: new Date(instant),
  actorId: actor.id,
  actorName: actor.name,
  actorRole: actor.role,
  action,
  entityType: action === 'task.create' ? 'task' : 'leave',
  entityId: id,
  after: { n: id },
});

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
  // Kolkata is UTC+05:30: 18:29:59Z on the 19th is 23:59:59 on the 19th; 18:30Z is midnight of the 20th.
  await ctx.db
    .insert(auditLog)
    .values([
      entryAt('2026-11-18T18:30:00.000Z', admin, 'task.create', 'd19-first'),
      entryAt('2026-11-19T18:29:59.000Z', hr, 'leave.approve', 'd19-last'),
      entryAt('2026-11-19T18:30:00.000Z', hr, 'leave.approve', 'd20-first'),
      ...Array.from({ length: 11 }, (_, i) =>
        entryAt(`2026-11-20T05:${String(10 + i)}:00.000Z`, admin, 'task.create', `d20-${i}`),
      ),
    ]);
});
afterAll(() => ctx.close());

const list = async (query: string, who: TestUser = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: bearer(who) });
  return res;
};
const ids = (entries: AuditEntry[]) => entries.map((entry) => entry.entityId);

describe('GET /api/audit', () => {
  it('is for Admin only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    for (const who of [hr, asha]) {
      const res = await list('', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: MESSAGES.forbidden });
    }
    expect((await list('')).statusCode).toBe(200);
  });

  it('answers newest first, 10 a page, with the total', async () => {
    const first = (await list('')).json();
    expect(first.total).toBe(14);
    expect(first.pageSize).toBe(10);
    expect(first.entries).toHaveLength(10);
    expect(first.entries[0]).toEqual({
      _id: expect.any(String),
      at: '2026-11-20T05:20:00.000Z',
      actor: { _id: admin.id, name: 'Anita Admin', role: 'Admin' },
      action: 'task.create',
      entityType: 'task',
      entityId: 'd20-10',
      before: null,
      after: { n: 'd20-10' },
    });
    const second = (await list('?page=2')).json();
    expect(ids(second.entries)).toEqual(['d20-0', 'd20-first', 'd19-last', 'd19-first']);
  });

  it('takes from/to as inclusive business days in ORG_TIMEZONE', async () => {
    expect(ids((await list('?from=2026-11-19&to=2026-11-19')).json().entries)).toEqual([
      'd19-last',
      'd19-first',
    ]);
    const from20 = (await list('?from=2026-11-20')).json();
    expect(from20.total).toBe(12);
    expect((await list('?to=2026-11-18')).json().total).toBe(0);
    const bad = await list('?from=2026-11-21&to=2026-11-20');
    expect(bad.statusCode).toBe(400);
    expect((await list('?from=20-11-2026')).statusCode).toBe(400);
  });

  it('filters by actor, action and entity type', async () => {
    expect(ids((await list(`?actorId=${hr.id}`)).json().entries)).toEqual(['d20-first', 'd19-last']);
    expect((await list('?action=leave.approve')).json().total).toBe(2);
    expect((await list('?entityType=task&from=2026-11-19&to=2026-11-19')).json().total).toBe(1);
    expect((await list('?action=made.up')).statusCode).toBe(400);
    expect((await list('?actorId=not-a-uuid')).statusCode).toBe(400);
  });
});

// Runs after the list tests above (a file's suites run in order), so its extra entries do not shift their totals.
describe('GET /api/audit/actors', () => {
  let former: TestUser;
  const actors = (who: TestUser = admin) =>
    ctx.app.inject({ method: 'GET', url: '/api/audit/actors', headers: bearer(who) });

  beforeAll(async () => {
    former = await createUser(ctx, { role: 'HR', name: 'Farah Former' });
    // A real audited change by Farah, then her deletion: the log keeps her, the people list does not.
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/hr/employees',
      headers: bearer(former),
      payload: { name: 'Kiran', email: 'kiran@example.com', password: 'kiran-pass-1' },
    });
    expect(added.statusCode).toBe(201);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${former.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    // Harish's oldest entry carries the name he had then; the list shows the latest one.
    await ctx.db
      .insert(auditLog)
      .values({ ...entryAt('2026-11-01T05:00:00.000Z', hr, 'leave.approve', 'old'), actorName: 'Harish K' });
  });

  it('lists each person in the log once, deleted people included, under their latest recorded name', async () => {
    const res = await actors();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { _id: admin.id, name: 'Anita Admin', role: 'Admin' },
      { _id: former.id, name: 'Farah Former', role: 'HR' },
      { _id: hr.id, name: 'Harish HR', role: 'HR' },
    ]);
    const people = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/employees',
      headers: bearer(admin),
    });
    expect(people.json().map((person: { _id: string }) => person._id)).not.toContain(former.id);
    const hers = (await list(`?actorId=${former.id}`)).json();
    expect(hers.total).toBe(1);
    expect(hers.entries[0]).toMatchObject({
      actor: { _id: former.id, name: 'Farah Former', role: 'HR' },
      action: 'employee.create',
    });
  });

  it('is for Admin only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit/actors' })).statusCode).toBe(401);
    for (const who of [hr, asha]) {
      const res = await actors(who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: MESSAGES.forbidden });
    }
  });
});
