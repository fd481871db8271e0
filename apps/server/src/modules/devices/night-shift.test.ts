import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** A device punch after midnight on a night shift (docs/devices.md, docs/work-calendar.md's worked example). */
let ctx: TestContext;
let admin: TestUser;
let shiftId: string;
const SN = 'NIGHT000001';
const IST = (time: string, date: string) => new Date(`${date}T${time}+05:30`).toISOString();

beforeAll(async () => {
  ctx = await createTestApp({ now: IST('08:00:00', '2026-11-23') });
  admin = await createUser(ctx, { role: 'Admin' });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: bearer(admin),
    payload: { serialNumber: SN, name: 'Night gate' },
  });
  const shift = await ctx.app.inject({
    method: 'POST',
    url: '/api/shifts',
    headers: bearer(admin),
    payload: {
      name: 'Night',
      start: '22:00',
      end: '06:00',
      punchInFrom: '21:30',
      punchInUntil: '23:00',
      graceMinutes: 5,
    },
  });
  expect(shift.statusCode).toBe(201);
  shiftId = shift.json().id;
});
afterAll(() => ctx.close());

async function nightWorker(): Promise<{ id: string; pin: string }> {
  // Assigned on its first day (a shift is assigned from today on); the punches come later.
  ctx.clock.set(IST('08:00:00', '2026-11-23'));
  const person = await createUser(ctx);
  const assigned = await ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${person.id}/shift`,
    headers: bearer(admin),
    payload: { shiftId, from: '2026-11-23' },
  });
  expect(assigned.statusCode).toBe(200);
  const [row] = await ctx.db.select({ n: users.employeeNo }).from(users).where(eq(users.id, person.id));
  return { id: person.id, pin: String(row!.n) };
}
const upload = (lines: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/iclock/cdata?SN=${SN}&table=ATTLOG&Stamp=9999`,
    headers: { 'content-type': 'text/plain' },
    payload: lines.join('\n'),
    remoteAddress: '203.0.113.7',
  });
const daysOf = (userId: string) =>
  ctx.db
    .select({
      date: attendance.date,
      status: attendance.status,
      worked: attendance.workedMinutes,
      late: attendance.late,
    })
    .from(attendance)
    .where(and(eq(attendance.userId, userId)))
    .orderBy(attendance.date);

describe('a night shift’s device punches', () => {
  it('22:05 in and 06:10 out the next morning make one day, dated the day it started, in either order', async () => {
    const [a, b] = [await nightWorker(), await nightWorker()];
    ctx.clock.set(IST('12:30:00', '2026-11-24'));
    await upload([
      `${a.pin}\t2026-11-23 22:05:00\t0\t1\t0\t0\t0`,
      `${a.pin}\t2026-11-24 06:10:00\t1\t1\t0\t0\t0`,
    ]);
    // B's morning punch arrives first (its own upload), the evening one after it.
    await upload([`${b.pin}\t2026-11-24 06:10:00\t1\t1\t0\t0\t0`]);
    await upload([`${b.pin}\t2026-11-23 22:05:00\t0\t1\t0\t0\t0`]);
    for (const person of [a, b])
      expect(await daysOf(person.id)).toEqual([
        { date: '2026-11-23', status: 'Present', worked: 485, late: false },
      ]);
  });

  it('a punch after the shift’s end + 6 hours is the new calendar date’s', async () => {
    const person = await nightWorker();
    ctx.clock.set(IST('23:30:00', '2026-11-24'));
    await upload([
      `${person.pin}\t2026-11-24 12:00:00\t0\t1\t0\t0\t0`,
      `${person.pin}\t2026-11-24 22:10:00\t0\t1\t0\t0\t0`,
    ]);
    expect(await daysOf(person.id)).toEqual([
      { date: '2026-11-24', status: 'Present', worked: 610, late: false },
    ]);
  });
});
