import fs from 'node:fs';
import path from 'node:path';
import { SALARY_BATCH_PROGRESS_EVENT } from '@hrms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendance, jobRuns, salaryRecords } from '../db/schema/index.ts';
import { BullJobRunner } from '../jobs/bullmq-runner.ts';
import { PAYSLIP_BATCH_JOB, insertBatch } from '../modules/payroll/batch/payslip-batch.repository.ts';
import { bearer, createUser, TEST_PASSWORD, type TestUser } from '../test/test-app.ts';
import {
  collect,
  eventually,
  openSocket,
  startCluster,
  type Cluster,
  type Instance,
} from '../test/scale-harness.ts';

let cluster: Cluster;
let a: Instance;
let b: Instance;
const sockets: Socket[] = [];
const silentLog = { info: () => undefined, error: () => undefined };
const IST = (hhmmss: string, date: string) => new Date(`${date}T${hhmmss}+05:30`).toISOString();

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.instances as [Instance, Instance];
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await cluster?.close();
});

const notify = (through: Instance, sender: TestUser, recipient: TestUser, message: string) =>
  through.app.inject({
    method: 'POST',
    url: '/api/hr/notifications',
    headers: bearer(sender),
    payload: { recipient: [recipient.id], message },
  });

describe('two instances on one PostgreSQL and one Redis', () => {
  it('a client connected to A receives the event of an action performed through B, and only its own', async () => {
    const hr = await createUser(a, { role: 'HR' });
    const alice = await createUser(a);
    const bob = await createUser(a);
    const aliceOnA = await openSocket(a.url, alice.token, sockets);
    const bobOnA = await openSocket(a.url, bob.token, sockets);
    const aliceSaw = collect(aliceOnA, 'new_notification');
    const bobSaw = collect(bobOnA, 'new_notification');

    expect((await notify(b, hr, alice, 'Sent through B')).statusCode).toBe(201);
    await eventually(() => aliceSaw.length > 0, 'Alice hears on A what was sent on B');
    // A marker sent after it: had Alice's event leaked to Bob, it would have arrived before this one.
    expect((await notify(b, hr, bob, 'Marker for Bob')).statusCode).toBe(201);
    await eventually(() => bobSaw.length > 0, 'Bob hears his marker');
    expect(aliceSaw).toEqual([expect.objectContaining({ message: 'Sent through B' })]);
    expect(bobSaw).toEqual([expect.objectContaining({ message: 'Marker for Bob' })]);
  });

  it('deleting a person through B disconnects their socket held by A', async () => {
    const admin = await createUser(a, { role: 'Admin' });
    const leaver = await createUser(a);
    const socket = await openSocket(a.url, leaver.token, sockets);
    const gone = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const response = await b.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${leaver.id}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it("signing out through B closes that session's socket held by A; the person's other session stays", async () => {
    const person = await createUser(a);
    const login = () =>
      b.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: TEST_PASSWORD },
      });
    const laptop = (await login()).json().token as string;
    const laptopOnA = await openSocket(a.url, laptop, sockets);
    const phoneOnA = await openSocket(a.url, person.token, sockets);
    const phoneSaw = collect(phoneOnA, 'new_notification');
    const gone = new Promise<string>((resolve) => laptopOnA.on('disconnect', resolve));
    const response = await b.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer({ token: laptop }),
    });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    const hr = await createUser(a, { role: 'HR' });
    expect((await notify(b, hr, person, 'Still connected')).statusCode).toBe(201);
    await eventually(() => phoneSaw.length > 0, 'the other session hears on A what was sent on B');
    expect(phoneOnA.connected).toBe(true);
  });

  it('the 11:00 absentee job started on both instances marks each absentee exactly once', async () => {
    cluster.clock.set(IST('09:30:00', '2026-11-23')); // a Monday
    const people = await Promise.all([createUser(a), createUser(a), createUser(b)]);
    const hr = await createUser(b, { role: 'HR' });
    const hrOnA = await openSocket(a.url, hr.token, sockets);
    const marked = collect(hrOnA, 'absentees_marked');
    const runs = [a, b].map((instance) => {
      const spy = vi.spyOn(instance.app.services.attendance, 'markAbsentees');
      const runner = new BullJobRunner(instance.app.redis!, silentLog, 60_000);
      runner.register(instance.app.services.attendance.absenteeJob);
      return { spy, runner };
    });

    cluster.clock.set(IST('11:00:00', '2026-11-23'));
    runs.forEach(({ runner }) => runner.start()); // both tick at once, as two instances would at 11:00
    await Promise.all(runs.map(({ runner }) => runner.tick()));
    await runs[0]!.runner.idle();
    // Later ticks on both (the 30-second poll) find the day's run already done.
    await Promise.all(runs.map(({ runner }) => runner.tick()));
    await runs[0]!.runner.idle();
    await Promise.all(runs.map(({ runner }) => runner.stop()));

    const calls = runs.flatMap(({ spy }) => spy.mock.calls);
    expect(calls).toEqual([['2026-11-23']]);
    const ids = [...people, hr].map((person) => person.id);
    const rows = await a.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.date, '2026-11-23'), inArray(attendance.userId, ids)));
    expect(rows.map((row) => row.status)).toEqual(['Absent', 'Absent', 'Absent', 'Absent']);
    expect(await a.db.select().from(jobRuns).where(eq(jobRuns.runKey, '2026-11-23'))).toHaveLength(1);
    await eventually(() => marked.length > 0, 'HR on A hears absentees_marked');
    expect(marked).toEqual([expect.objectContaining({ date: '2026-11-23' })]);
    runs.forEach(({ spy }) => spy.mockRestore());
  });

  it('a slip batch started on A is generated once, even when B queues it too', async () => {
    cluster.clock.set('2026-11-20T04:30:00.000Z');
    const admin = await createUser(a, { role: 'Admin' });
    const payees = await Promise.all(
      [1, 2, 3].map(() => createUser(a, { baseSalaryPaise: 3_000_000, joinedOn: '2026-01-01' })),
    );
    const adminOnA = await openSocket(a.url, admin.token, sockets);
    const progress = collect(adminOnA, SALARY_BATCH_PROGRESS_EVENT);
    const puts = [a, b].map((instance) => vi.spyOn(instance.app.services.storage, 'put'));
    const slipsDir = path.join(a.config.dataDir, 'files', 'salary-slips');
    const filesBefore = fs.existsSync(slipsDir) ? fs.readdirSync(slipsDir).length : 0;

    const response = await a.app.inject({
      method: 'POST',
      url: '/api/admin/generate-salary',
      headers: bearer(admin),
      payload: { employeeIds: payees.map((p) => p.id), month: 'October 2026' },
    });
    expect(response.statusCode).toBe(202);
    await b.app.services.jobs.start(); // what B does when it starts while the batch is pending
    await a.app.services.payroll.whenIdle();
    await b.app.services.payroll.whenIdle();

    const rows = await a.db
      .select()
      .from(salaryRecords)
      .where(
        inArray(
          salaryRecords.userId,
          payees.map((p) => p.id),
        ),
      );
    expect(rows).toHaveLength(3);
    expect(puts.reduce((sum, put) => sum + put.mock.calls.length, 0)).toBe(3);
    expect(fs.readdirSync(slipsDir).length - filesBefore).toBe(3);
    await eventually(
      () => progress.some((p) => (p as { finished: boolean }).finished),
      'the Admin hears the end',
    );
    expect(progress.filter((p) => (p as { finished: boolean }).finished)).toHaveLength(1);
    puts.forEach((put) => put.mockRestore());
  });

  it('a batch an instance left half done is carried on through the shared queue', async () => {
    const admin = await createUser(a, { role: 'Admin' });
    const [first, second] = await Promise.all([
      createUser(a, { baseSalaryPaise: 1_000_000 }),
      createUser(a, { baseSalaryPaise: 1_000_000 }),
    ]);
    // As a crashed instance leaves it: started, the first person committed, not finished.
    const batchId = '22222222-2222-4222-8222-222222222222';
    const state = { employeeIds: [first!.id, second!.id], year: 2026, month: 9, label: 'September 2026' };
    await insertBatch(a.db, batchId, { ...state, requestedBy: admin.id, done: 1 }, cluster.clock.now());

    await Promise.all([a, b].map((instance) => instance.app.services.jobs.start())); // both restart
    await a.app.services.payroll.whenIdle();

    const slipsOf = (id: string) => a.db.select().from(salaryRecords).where(eq(salaryRecords.userId, id));
    expect(await slipsOf(first!.id)).toHaveLength(0);
    expect(await slipsOf(second!.id)).toHaveLength(1);
    const [row] = await a.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, PAYSLIP_BATCH_JOB), eq(jobRuns.runKey, batchId)));
    expect(row?.finishedAt).not.toBeNull();
  });

  it('counts failed sign-ins across instances', async () => {
    const person = await createUser(a);
    const attempt = (through: Instance, password: string) =>
      through.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password },
      });
    // Five attempts free per e-mail and address (DEFAULT_THROTTLE, guess-throttle.ts), spread over both instances.
    for (const through of [a, b, a, b, a])
      expect((await attempt(through, 'wrong-password')).statusCode).toBe(401);
    const refused = await attempt(b, person.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
