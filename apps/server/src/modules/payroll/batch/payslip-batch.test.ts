import { SALARY_BATCH_PROGRESS_EVENT } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobRuns, salaryRecords, users } from '../../../db/schema/index.ts';
import { onFirstPayslipWrite, requestPayslips } from '../../../test/payroll-fixtures.test-helper.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app.ts';
import { PAYSLIP_BATCH_JOB, insertBatch } from './payslip-batch.repository.ts';
import { PAYSLIP_CHUNK_SIZE } from './payslip-batch.ts';

let ctx: TestContext;
let admin: TestUser;

const recordsOf = (userId: string) =>
  ctx.db.select().from(salaryRecords).where(eq(salaryRecords.userId, userId));
const batchRow = (batchId: string) =>
  ctx.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, PAYSLIP_BATCH_JOB), eq(jobRuns.runKey, batchId)))
    .then((rows) => rows[0]!);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
});

afterAll(() => ctx.close());

describe('payslip batches', () => {
  it('resume after a crash from the last committed chunk', async () => {
    const first = await createUser(ctx, { baseSalaryPaise: 1_000_000 });
    const second = await createUser(ctx, { baseSalaryPaise: 1_000_000 });
    // As a crashed process leaves it: started, the first person committed, not finished.
    const batchId = '11111111-1111-4111-8111-111111111111';
    const state = {
      employeeIds: [first.id, second.id],
      year: 2026,
      month: 9,
      label: 'September 2026',
      requestedBy: admin.id,
      done: 1,
    };
    await insertBatch(ctx.db, batchId, state, ctx.clock.now());

    await ctx.app.services.jobs.start(); // what onReady does at the next start
    await ctx.app.services.payroll.whenIdle();

    expect(await recordsOf(first.id)).toHaveLength(0);
    expect(await recordsOf(second.id)).toHaveLength(1);
    const row = await batchRow(batchId);
    expect(row.finishedAt).not.toBeNull();
    expect(row.result).toMatchObject({ done: 2 });
    // The people are kept in their own row, written once: the progress row each chunk updates stays small.
    expect(row.result).not.toHaveProperty('employeeIds');
  });

  it('a batch left unfinished by a version that kept its people in the progress row resumes all the same', async () => {
    const first = await createUser(ctx, { baseSalaryPaise: 1_000_000 });
    const second = await createUser(ctx, { baseSalaryPaise: 1_000_000 });
    const batchId = '22222222-2222-4222-8222-222222222222';
    await ctx.db.insert(jobRuns).values({
      job: PAYSLIP_BATCH_JOB,
      runKey: batchId,
      startedAt: ctx.clock.now(),
      result: {
        employeeIds: [first.id, second.id],
        year: 2026,
        month: 8,
        label: 'August 2026',
        requestedBy: admin.id,
        done: 1,
      },
    });

    await ctx.app.services.jobs.start();
    await ctx.app.services.payroll.whenIdle();

    expect(await recordsOf(first.id)).toHaveLength(0);
    expect(await recordsOf(second.id)).toHaveLength(1);
    expect(await batchRow(batchId)).toMatchObject({ result: expect.objectContaining({ done: 2 }) });
  });

  it('a stopped queue keeps the batch and the next start finishes it', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 1_000_000 });
    await ctx.app.services.jobs.stop();
    const response = await requestPayslips(ctx, admin, [person.id], 'August 2026');
    expect(response.statusCode).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    expect(await recordsOf(person.id)).toHaveLength(0);
    expect((await batchRow(response.json().batchId)).finishedAt).toBeNull();

    await ctx.app.services.jobs.start();
    await ctx.app.services.payroll.whenIdle();
    expect(await recordsOf(person.id)).toHaveLength(1);
  });

  it('a failing batch is recorded as failed, reported to the Admin, and leaves no half-written payslips', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 1_000_000 });
    const put = vi.spyOn(ctx.app.services.storage, 'put');
    put.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('disk full'));
    const remove = vi.spyOn(ctx.app.services.storage, 'delete');
    const emit = vi.spyOn(ctx.app.realtime, 'emitToUser');
    // Through the app's logger (the job framework), never console.error.
    const log = vi.spyOn(ctx.app.log, 'error');
    const consoleError = vi.spyOn(console, 'error');
    const helper = await createUser(ctx, { baseSalaryPaise: 1_000_000 });

    const response = await requestPayslips(ctx, admin, [person.id, helper.id], 'July 2026');
    await ctx.app.services.payroll.whenIdle();

    expect(await recordsOf(person.id)).toHaveLength(0);
    expect(await recordsOf(helper.id)).toHaveLength(0);
    const row = await batchRow(response.json().batchId);
    expect(row.finishedAt).not.toBeNull();
    expect(row.result).toMatchObject({ failed: 'disk full', done: 0 });
    expect(emit).toHaveBeenCalledWith(
      admin.id,
      SALARY_BATCH_PROGRESS_EVENT,
      expect.objectContaining({ finished: true, failed: true }),
    );
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'salary-slips', id: response.json().batchId, err: expect.any(Error) }),
      'job failed',
    );
    expect(consoleError).not.toHaveBeenCalled();
    // Payslips written before the failure are not pointed at by any record, so they are removed.
    expect(remove).toHaveBeenCalledTimes(2);
    for (const spy of [put, remove, emit, log, consoleError]) spy.mockRestore();
  });

  it('someone deleted while their payslip is made is skipped; the rest of the chunk is saved', async () => {
    const staying = await createUser(ctx, { baseSalaryPaise: 1_000_000 });
    const leaving = await createUser(ctx, { baseSalaryPaise: 1_000_000 });
    const storage = ctx.app.services.storage;
    const put = storage.put.bind(storage);
    const keys: string[] = [];
    const spy = vi.spyOn(storage, 'put').mockImplementation(async (key, data, type) => {
      // While the chunk's payslips are being written, the person is deleted (as the people module would).
      if (keys.length === 0) await ctx.db.delete(users).where(eq(users.id, leaving.id));
      keys.push(key);
      return put(key, data, type);
    });
    const response = await requestPayslips(ctx, admin, [staying.id, leaving.id], 'June 2026');
    await ctx.app.services.payroll.whenIdle();
    spy.mockRestore();

    const row = await batchRow(response.json().batchId);
    expect(row.result).not.toHaveProperty('failed');
    expect(await recordsOf(staying.id)).toHaveLength(1);
    expect(await recordsOf(leaving.id)).toHaveLength(0);
    const [kept] = await recordsOf(staying.id);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await storage.exists(key)).toBe(key === kept!.slipKey);
  });

  it('a chunk is made again when another batch moves a neighbouring month meanwhile: no correction twice', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    const post = (month: string) => requestPayslips(ctx, admin, [person.id], month);
    // November paid on 23/11 (days after 22/11 presumed present); nothing was marked afterwards.
    ctx.clock.set('2026-11-23T04:30:00.000Z');
    await post('November 2026');
    await ctx.app.services.payroll.whenIdle();
    ctx.clock.set('2027-01-02T04:30:00.000Z');
    const storage = ctx.app.services.storage;
    // While December's payslip is written, another instance commits November regenerated after the month:
    // November now reads its whole month itself, so December must not take those days back as well.
    const { keys, restore } = onFirstPayslipWrite(storage, () =>
      ctx.db
        .update(salaryRecords)
        .set({ attendanceUpTo: null })
        .where(and(eq(salaryRecords.userId, person.id), eq(salaryRecords.periodMonth, 11))),
    );
    await post('December 2026');
    await ctx.app.services.payroll.whenIdle();
    restore();
    ctx.clock.set('2026-11-20T04:30:00.000Z');

    const december = (await recordsOf(person.id)).find((r) => r.periodMonth === 12)!;
    expect(december).toMatchObject({ lopAdjustmentPaise: 0, lopAdjustment: null, slipKey: keys[1] });
    expect(keys).toHaveLength(2);
    expect(await storage.exists(keys[0]!)).toBe(false);
  });

  it("the next chunk's reads, made while this chunk's payslips are written, are made again when they went stale", async () => {
    // A whole chunk of others first, then the person: their reads run ahead, while the first chunk renders.
    const others = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: PAYSLIP_CHUNK_SIZE }, (_, i) => ({
          name: `Chunk Mate ${i}`,
          email: `chunk.mate.${i}@example.in`,
          passwordHash: 'not-a-hash',
          joinedOn: '2025-04-01',
          baseSalaryPaise: 2_000_000,
        })),
      )
      .returning({ id: users.id });
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
    const post = (month: string, employeeIds: string[]) => requestPayslips(ctx, admin, employeeIds, month);
    ctx.clock.set('2026-11-23T04:30:00.000Z');
    await post('November 2026', [person.id]);
    await ctx.app.services.payroll.whenIdle();
    ctx.clock.set('2027-01-02T04:30:00.000Z');
    // As the first chunk's last payslip is written (the person's reads are done by then), another instance
    // commits their November regenerated after the month: the reads ahead are stale.
    const { keys, restore } = onFirstPayslipWrite(
      ctx.app.services.storage,
      () =>
        ctx.db
          .update(salaryRecords)
          .set({ attendanceUpTo: null })
          .where(and(eq(salaryRecords.userId, person.id), eq(salaryRecords.periodMonth, 11))),
      PAYSLIP_CHUNK_SIZE,
    );
    const response = await post('December 2026', [...others.map((o) => o.id), person.id]);
    await ctx.app.services.payroll.whenIdle();
    restore();
    ctx.clock.set('2026-11-20T04:30:00.000Z');

    expect((await batchRow(response.json().batchId)).result).not.toHaveProperty('failed');
    const december = (await recordsOf(person.id)).find((r) => r.periodMonth === 12)!;
    // Made from fresh reads: no correction for November's last days, which November now pays itself.
    expect(december).toMatchObject({ lopAdjustmentPaise: 0, lopAdjustment: null });
    expect(keys.length).toBeGreaterThan(PAYSLIP_CHUNK_SIZE);
    for (const other of others) expect(await recordsOf(other.id)).toHaveLength(1);
  });
});
