import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendance, jobRuns } from '../../db/schema/index.ts';
import { InProcessJobRunner } from '../../jobs/in-process-runner.ts';
import { bearer, createTestApp, createUser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' }); // Friday 09:30 Kolkata
});
afterAll(async () => ctx.close());

const IST = (hhmmss: string, date: string) => new Date(`${date}T${hhmmss}+05:30`).toISOString();
const silentLog = { info: () => undefined, error: () => undefined };
const statusOn = async (userId: string, date: string) =>
  (
    await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
  )[0]?.status;

describe('the 11:00 absentee job', () => {
  it('is not due before 11:00 or on the weekly off, due from 11:00 on a working day', async () => {
    const service = ctx.app.services.attendance;
    ctx.clock.set(IST('10:59:59', '2026-11-20'));
    expect(await service.absenteeRunDue()).toBeNull();
    ctx.clock.set(IST('11:00:00', '2026-11-20'));
    expect(await service.absenteeRunDue()).toBe('2026-11-20');
    ctx.clock.set(IST('11:30:00', '2026-11-22'));
    expect(await service.absenteeRunDue()).toBeNull();
  });

  it('marks people without a row Absent, keeps punches and approved leave, and runs once', async () => {
    ctx.clock.set(IST('09:30:00', '2026-11-23')); // Monday
    const puncher = await createUser(ctx);
    const onLeave = await createUser(ctx);
    const missing = await createUser(ctx);
    const notYetJoined = await createUser(ctx, { joinedOn: '2026-12-01' });
    const hr = await createUser(ctx, { role: 'HR' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${puncher.id}/punch-in`,
      headers: bearer(puncher),
    });
    await ctx.db.transaction((tx) =>
      ctx.app.services.attendance.applyApprovedLeave(tx, {
        userId: onLeave.id,
        type: 'Paid Leave',
        startDate: '2026-11-23',
        endDate: '2026-11-23',
        decidedBy: hr.id,
      }),
    );

    const emit = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    ctx.clock.set(IST('11:00:00', '2026-11-23'));
    const runner = new InProcessJobRunner(silentLog);
    runner.register(ctx.app.services.attendance.absenteeJob);
    await runner.tick();

    expect(await statusOn(puncher.id, '2026-11-23')).toBe('Punched In');
    expect(await statusOn(onLeave.id, '2026-11-23')).toBe('Paid Leave');
    expect(await statusOn(missing.id, '2026-11-23')).toBe('Absent');
    expect(await statusOn(hr.id, '2026-11-23')).toBe('Absent');
    expect(await statusOn(notYetJoined.id, '2026-11-23')).toBeUndefined();
    expect(emit).toHaveBeenCalledWith(
      ['Admin', 'HR'],
      'absentees_marked',
      expect.objectContaining({ date: '2026-11-23' }),
    );

    // A second run (same process, another instance, or a retry) changes nothing and emits nothing.
    emit.mockClear();
    expect(await ctx.app.services.attendance.markAbsentees('2026-11-23')).toEqual({ ran: false, count: 0 });
    await new InProcessJobRunner(silentLog).tick();
    expect(emit).not.toHaveBeenCalled();
    const runs = await ctx.db.select().from(jobRuns).where(eq(jobRuns.runKey, '2026-11-23'));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.finishedAt).not.toBeNull();
    emit.mockRestore();
  });

  it('catches up at start when the server was down at 11:00', async () => {
    ctx.clock.set(IST('09:10:00', '2026-11-24')); // Tuesday
    const person = await createUser(ctx);
    ctx.clock.set(IST('15:45:00', '2026-11-24')); // the server "starts" mid-afternoon
    const runner = new InProcessJobRunner(silentLog, 60_000);
    runner.register(ctx.app.services.attendance.absenteeJob);
    runner.start();
    await runner.stop();
    expect(await statusOn(person.id, '2026-11-24')).toBe('Absent');
    expect(await ctx.app.services.attendance.hasAbsenteeRun('2026-11-24')).toBe(true);
  });

  it('two runners racing for the same day produce one run', async () => {
    ctx.clock.set(IST('09:10:00', '2026-11-25'));
    const person = await createUser(ctx);
    ctx.clock.set(IST('11:00:05', '2026-11-25'));
    const results = await Promise.all([
      ctx.app.services.attendance.markAbsentees('2026-11-25'),
      ctx.app.services.attendance.markAbsentees('2026-11-25'),
    ]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(await statusOn(person.id, '2026-11-25')).toBe('Absent');
  });
});

describe('approved leave (contract with the leave module)', () => {
  it('writes the leave type for working days only, future days included, inside the caller transaction', async () => {
    const person = await createUser(ctx);
    const hr = await createUser(ctx, { role: 'HR' });
    ctx.clock.set(IST('09:30:00', '2026-11-20'));
    const dates = await ctx.db.transaction((tx) =>
      ctx.app.services.attendance.applyApprovedLeave(tx, {
        userId: person.id,
        type: 'Sick Leave',
        startDate: '2026-11-27',
        endDate: '2026-12-01',
        decidedBy: hr.id,
      }),
    );
    expect(dates).toEqual(['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01']); // 29th is a Sunday
    expect(await statusOn(person.id, '2026-11-29')).toBeUndefined();
    // A rolled-back approval leaves nothing behind.
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.services.attendance.applyApprovedLeave(tx, {
          userId: person.id,
          type: 'Paid Leave',
          startDate: '2026-12-03',
          endDate: '2026-12-03',
          decidedBy: hr.id,
        });
        throw new Error('approval failed');
      }),
    ).rejects.toThrow('approval failed');
    expect(await statusOn(person.id, '2026-12-03')).toBeUndefined();
  });
});
