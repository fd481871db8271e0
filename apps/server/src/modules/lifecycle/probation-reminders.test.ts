import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * The probation reminder (issue 43, docs/lifecycle.md): one task to the manager and one to HR, 15 days before the
 * end, exactly once per end (two instances, a retry, a catch-up), again after an extension.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let manager: TestUser;
let asha: TestUser;

const IST_MORNING = 'T04:30:00.000Z'; // 10:00 in Asia/Kolkata

beforeAll(async () => {
  ctx = await createTestApp({ now: `2027-02-27${IST_MORNING}` });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  manager = await createUser(ctx, { name: 'Meena Iyer' });
  // Joined 16 September 2026: six months end on 16 March 2027, the reminder falls on 1 March.
  asha = await createUser(ctx, { name: 'Asha Rao', joinedOn: '2026-09-16' });
  const placed = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/employees/${asha.id}/placement`,
    headers: bearer(admin),
    payload: { effectiveFrom: '2026-09-16', managerId: manager.id },
  });
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/lifecycle/settings',
    headers: bearer(admin),
    payload: { probationMonths: 6, checklist: [] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => ctx.close());

const reminders = () =>
  ctx.db.select({ assignedTo: tasks.assignedTo, title: tasks.title, date: tasks.date }).from(tasks);
// The job as the server schedules it (jobs/recurring-jobs.ts).
const job = () => ctx.app.services.probationReminders;

describe('the reminder day', () => {
  it('28 February: not yet due for a probation ending 16 March (the reminder falls on the 1st)', async () => {
    ctx.clock.set(`2027-02-28${IST_MORNING}`);
    const run = job();
    expect(await run.due()).toBe('2027-02-28');
    expect(await run.run('2027-02-28')).toEqual({ ran: true, reminded: 0 });
    expect(await reminders()).toEqual([]);
  });

  it('1 March: one task to the manager and one to HR, due on the end date; exactly once', async () => {
    ctx.clock.set(`2027-03-01${IST_MORNING}`);
    const run = job();
    // Two instances at once: the run's key is claimed by one of them (job_runs).
    const [a, b] = await Promise.all([run.run('2027-03-01'), run.run('2027-03-01')]);
    expect([a.reminded, b.reminded].sort()).toEqual([0, 1]);
    const title = 'Probation of Asha Rao ends on 16/03/2027';
    expect((await reminders()).sort((x, y) => x.assignedTo.localeCompare(y.assignedTo))).toEqual(
      [
        { assignedTo: hr.id, title, date: '2027-03-16' },
        { assignedTo: manager.id, title, date: '2027-03-16' },
      ].sort((x, y) => x.assignedTo.localeCompare(y.assignedTo)),
    );
    expect(await run.due()).toBeNull();
  });

  it('the next day (a catch-up in the window) sends nothing again', async () => {
    ctx.clock.set(`2027-03-02${IST_MORNING}`);
    expect((await job().run('2027-03-02')).reminded).toBe(0);
    expect(await reminders()).toHaveLength(2);
  });

  it('an extension is a new end: reminded again 15 days before it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/lifecycle/probations/${asha.id}/extend`,
      headers: bearer(hr),
      payload: { months: 1, reason: 'More time on the project' },
    });
    expect(res.json()).toMatchObject({ endsOn: '2027-04-16', reminderOn: '2027-04-01' });
    ctx.clock.set(`2027-04-01${IST_MORNING}`);
    expect((await job().run('2027-04-01')).reminded).toBe(1);
    const titles = (await reminders()).filter((t) => t.assignedTo === manager.id).map((t) => t.title);
    expect(titles).toEqual([
      'Probation of Asha Rao ends on 16/03/2027',
      'Probation of Asha Rao ends on 16/04/2027',
    ]);
  });

  it('a confirmed person is not reminded', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: `/api/lifecycle/probations/${asha.id}/confirm`,
      headers: bearer(hr),
      payload: {},
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/lifecycle/probations/${asha.id}/extend`,
      headers: bearer(hr),
      payload: { months: 1, reason: 'x' },
    });
    ctx.clock.set(`2027-04-02${IST_MORNING}`);
    expect((await job().run('2027-04-02')).reminded).toBe(0);
    const mine = await ctx.db.select().from(tasks).where(eq(tasks.assignedTo, asha.id));
    expect(mine).toEqual([]);
  });
});
