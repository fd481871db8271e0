import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Correction } from '@hrms/shared';
import { attendance, auditLog } from '../../db/schema/index.ts';
import { correctionCalls } from '../../test/corrections-calls.test-helper.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Friday 20 November 2026, 10:00 in Kolkata; the person asks about days of the past week.
let ctx: TestContext;
let hr: TestUser;
let secondHr: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [hr, secondHr, admin] = await Promise.all([
    createUser(ctx, { role: 'HR', name: 'Hema HR' }),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { role: 'Admin' }),
  ]);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const { requestOf, approve, reject, dayOf, rowOf, requestRow } = correctionCalls(() => ctx);

describe('approving', () => {
  it('fills a forgotten punch-out, marks the day corrected and audits before/after', async () => {
    const person = await createUser(ctx, { name: 'Ravi Kumar' });
    await ctx.db.insert(attendance).values({
      userId: person.id,
      date: '2026-11-18',
      checkIn: new Date('2026-11-18T04:10:00.000Z'), // 09:40 in Kolkata
      status: 'Punched In',
    });
    const asked = await requestOf(person, { date: '2026-11-18', checkOut: '18:25' });
    const emitToUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const emitToRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');

    const res = await approve(hr, asked._id);
    expect(res.statusCode).toBe(200);
    const decided = res.json() as Correction;
    expect(decided).toMatchObject({
      state: 'Approved',
      decidedByName: 'Hema HR',
      before: { checkIn: '09:40', checkOut: '--', status: 'Punched In' },
      current: { checkIn: '09:40', checkOut: '18:25', status: 'Present' },
    });
    expect(await dayOf(person, '2026-11-18')).toMatchObject({
      checkIn: '09:40',
      checkOut: '18:25',
      status: 'Present',
      corrected: true,
      workedMinutes: 525,
    });
    expect(await rowOf(person.id, '2026-11-18')).toMatchObject({ source: 'correction', markedBy: hr.id });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'attendance.correct'), eq(auditLog.entityId, `${person.id}:2026-11-18`)),
      );
    expect(entry).toMatchObject({
      actorId: hr.id,
      entityType: 'attendance',
      before: {
        employeeId: person.id,
        date: '2026-11-18',
        checkIn: '09:40',
        checkOut: '--',
        status: 'Punched In',
      },
      after: {
        checkIn: '09:40',
        checkOut: '18:25',
        status: 'Present',
        corrected: true,
        correctionId: asked._id,
      },
    });
    expect(emitToUser).toHaveBeenCalledWith(person.id, 'correction_decided', decided);
    expect(emitToRoles).toHaveBeenCalledWith(['Admin', 'HR'], 'correction_decided', decided);
    expect(emitToRoles).toHaveBeenCalledWith(['Admin', 'HR'], 'attendance_updated', {
      userIds: [person.id],
      dates: ['2026-11-18'],
      reason: 'correction',
    });
  });

  it('writes a day that had no row, and a status alone', async () => {
    const person = await createUser(ctx);
    const both = await requestOf(person, { date: '2026-11-17', checkIn: '09:15', checkOut: '18:00' });
    const status = await requestOf(person, { date: '2026-11-16', status: 'Half Day' });
    expect((await approve(admin, both._id)).statusCode).toBe(200);
    expect((await approve(admin, status._id)).statusCode).toBe(200);
    expect(await dayOf(person, '2026-11-17')).toMatchObject({
      checkIn: '09:15',
      checkOut: '18:00',
      status: 'Present',
      workedMinutes: 525,
      corrected: true,
    });
    expect(await dayOf(person, '2026-11-16')).toMatchObject({
      checkIn: '--',
      checkOut: '--',
      status: 'Half Day',
      corrected: true,
    });
    expect((await requestRow(both._id))?.before).toBeNull();
  });

  it('turns an Absent day into Present with the times asked, and a full-day status clears the times', async () => {
    const person = await createUser(ctx);
    await ctx.db.insert(attendance).values([
      { userId: person.id, date: '2026-11-18', status: 'Absent', source: 'absentee-job' },
      {
        userId: person.id,
        date: '2026-11-19',
        checkIn: new Date('2026-11-19T04:00:00.000Z'),
        checkOut: new Date('2026-11-19T12:00:00.000Z'),
        status: 'Present',
      },
    ]);
    const worked = await requestOf(person, { date: '2026-11-18', checkIn: '10:05' });
    const sick = await requestOf(person, { date: '2026-11-19', status: 'Sick Leave' });
    expect((await approve(hr, worked._id)).statusCode).toBe(200);
    expect((await approve(hr, sick._id)).statusCode).toBe(200);
    expect(await dayOf(person, '2026-11-18')).toMatchObject({
      checkIn: '10:05',
      checkOut: '--',
      status: 'Present',
    });
    expect(await dayOf(person, '2026-11-19')).toMatchObject({
      checkIn: '--',
      checkOut: '--',
      status: 'Sick Leave',
      workedMinutes: null,
    });
  });

  it('never lets approvers decide their own request (403), while another approver may', async () => {
    const own = await requestOf(hr, { date: '2026-11-19', checkIn: '09:10' });
    for (const res of [await approve(hr, own._id), await reject(hr, own._id, { reason: 'No' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'forbidden',
        message:
          'You cannot approve or reject your own correction request: another HR person or an Admin decides it.',
      });
    }
    expect((await approve(secondHr, own._id)).statusCode).toBe(200);
  });

  it('refuses a second decision with 409 and an unknown id with 404', async () => {
    const person = await createUser(ctx);
    const asked = await requestOf(person, { date: '2026-11-19', checkIn: '09:10' });
    expect((await approve(hr, asked._id)).statusCode).toBe(200);
    const again = await approve(admin, asked._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'conflict',
      message: 'This correction request has already been approved.',
    });
    expect((await reject(admin, asked._id, { reason: 'Late' })).statusCode).toBe(409);
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect((await approve(admin, id)).json()).toEqual({
        code: 'not_found',
        message: 'Correction request not found.',
      });
  });

  it('lets exactly one of three approvers acting at once win', async () => {
    const person = await createUser(ctx);
    const asked = await requestOf(person, { date: '2026-11-17', checkIn: '09:20', checkOut: '17:50' });
    const answers = await Promise.all([
      approve(hr, asked._id),
      reject(secondHr, asked._id, { reason: 'No proof' }),
      approve(admin, asked._id),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json() as Correction;
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${person.id}:2026-11-17`));
    expect(entries).toHaveLength(1);
    const row = await rowOf(person.id, '2026-11-17');
    expect(row?.corrected ?? false).toBe(winner.state === 'Approved');
  });

  it('changes nothing when a step of the transaction fails', async () => {
    const person = await createUser(ctx);
    await ctx.db.insert(attendance).values({ userId: person.id, date: '2026-11-18', status: 'Absent' });
    const asked = await requestOf(person, { date: '2026-11-18', checkIn: '09:30', checkOut: '18:00' });
    vi.spyOn(ctx.app.services.audit, 'record').mockRejectedValueOnce(new Error('audit store down'));
    const emitToUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    expect((await approve(hr, asked._id)).statusCode).toBe(500);
    expect(await rowOf(person.id, '2026-11-18')).toMatchObject({
      status: 'Absent',
      checkIn: null,
      corrected: false,
      source: 'punch',
    });
    expect(await requestRow(asked._id)).toMatchObject({ state: 'Pending', decidedBy: null, before: null });
    expect(emitToUser).not.toHaveBeenCalled();
    expect((await approve(hr, asked._id)).statusCode).toBe(200);
  });

  it('refuses with 409 when the day changed so the correction no longer fits', async () => {
    const person = await createUser(ctx);
    await ctx.db.insert(attendance).values({
      userId: person.id,
      date: '2026-11-18',
      checkIn: new Date('2026-11-18T04:00:00.000Z'), // 09:30
      status: 'Punched In',
    });
    const asked = await requestOf(person, { date: '2026-11-18', checkOut: '10:00' });
    await ctx.db
      .update(attendance)
      .set({ checkIn: new Date('2026-11-18T05:00:00.000Z') }) // 10:30, after the check-out asked
      .where(and(eq(attendance.userId, person.id), eq(attendance.date, '2026-11-18')));
    const res = await approve(hr, asked._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: 'Check-out must be after check-in.' });
    expect((await requestRow(asked._id))?.state).toBe('Pending');
  });
});
