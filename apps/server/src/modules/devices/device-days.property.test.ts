import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog, notificationRecipients, notifications, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
const SN = 'PROP0000001';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: bearer(admin),
    payload: { serialNumber: SN, name: 'Property gate' },
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const upload = (lines: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/iclock/cdata?SN=${SN}&table=ATTLOG&Stamp=9999`,
    headers: { 'content-type': 'text/plain' },
    payload: lines.join('\n'),
    remoteAddress: '203.0.113.7',
  });

async function personWithPin(): Promise<{ id: string; pin: string }> {
  const person = await createUser(ctx);
  const [row] = await ctx.db.select({ n: users.employeeNo }).from(users).where(eq(users.id, person.id));
  return { id: person.id, pin: String(row!.n) };
}

const dayOf = async (userId: string, date: string) => {
  const [row] = await ctx.db
    .select()
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, date)));
  return (
    row && { status: row.status, checkIn: row.checkIn, checkOut: row.checkOut, worked: row.workedMinutes }
  );
};

const two = (n: number) => String(n).padStart(2, '0');
// Punch times on Thursday 19 November 2026 (IST), 07:00-21:59.
const punchTime = fc
  .record({
    h: fc.integer({ min: 7, max: 21 }),
    m: fc.integer({ min: 0, max: 59 }),
    s: fc.integer({ min: 0, max: 59 }),
  })
  .map(({ h, m, s }) => `2026-11-19 ${two(h)}:${two(m)}:${two(s)}`);

describe('device punches make the same days whatever the order and repetition', () => {
  it('any order, any repetition, any split into uploads gives the same day', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(punchTime, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        async (times, picks, chunk) => {
          const [a, b] = [await personWithPin(), await personWithPin()];
          // A: each punch once, in order, one upload.
          await upload(times.map((t) => `${a.pin}\t${t}\t0\t1\t0\t0\t0`));
          // B: a shuffled, repeated sequence covering every punch, in uploads of `chunk` lines.
          const order = [...picks.map((p) => times[p % times.length]!), ...[...times].reverse()];
          const lines = order.map((t) => `${b.pin}\t${t}\t0\t1\t0\t0\t0`);
          for (let i = 0; i < lines.length; i += chunk) await upload(lines.slice(i, i + chunk));
          expect(await dayOf(b.id, '2026-11-19')).toEqual(await dayOf(a.id, '2026-11-19'));
        },
      ),
      { numRuns: 8 },
    );
  });

  it('a log arriving after an outage heals the absentee run’s Absent of that day', async () => {
    const person = await personWithPin();
    await ctx.db
      .insert(attendance)
      .values({ userId: person.id, date: '2026-11-19', status: 'Absent', source: 'absentee-job' });
    await upload([
      `${person.pin}\t2026-11-19 09:01:00\t0\t1\t0\t0\t0`,
      `${person.pin}\t2026-11-19 18:03:00\t1\t1\t0\t0\t0`,
    ]);
    const [row] = await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, person.id), eq(attendance.date, '2026-11-19')));
    expect(row).toMatchObject({ status: 'Present', source: 'device', workedMinutes: 542 });
  });

  it('late logs heal the Absent in any order and repetition: the same day, one audit entry, one notice each', async () => {
    const heals = async (userId: string) =>
      ctx.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'attendance.device_heal'), eq(auditLog.entityId, `${userId}:2026-11-19`)),
        );
    const noticesTo = async (userId: string, name: string) =>
      (
        await ctx.db
          .select({ message: notifications.message, sender: notifications.senderName })
          .from(notificationRecipients)
          .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
          .where(eq(notificationRecipients.userId, userId))
      ).filter(
        (n) => n.message.includes('2026-11-19') && (n.message.startsWith('Your') || n.message.includes(name)),
      );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(punchTime, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        async (times, picks, chunk) => {
          const [a, b] = [await personWithPin(), await personWithPin()];
          // A: punched on time, never marked Absent. B: the 11:00 run marked Absent, then the logs came late.
          await upload(times.map((t) => `${a.pin}\t${t}\t0\t1\t0\t0\t0`));
          await ctx.db
            .insert(attendance)
            .values({ userId: b.id, date: '2026-11-19', status: 'Absent', source: 'absentee-job' });
          const order = [...picks.map((p) => times[p % times.length]!), ...[...times].reverse()];
          const lines = order.map((t) => `${b.pin}\t${t}\t0\t1\t0\t0\t0`);
          for (let i = 0; i < lines.length; i += chunk) await upload(lines.slice(i, i + chunk));
          expect(await dayOf(b.id, '2026-11-19')).toEqual(await dayOf(a.id, '2026-11-19'));
          const [row] = await ctx.db
            .select({ source: attendance.source })
            .from(attendance)
            .where(and(eq(attendance.userId, b.id), eq(attendance.date, '2026-11-19')));
          expect(row!.source).toBe('device');
          // Healed once, however many uploads followed; the person and HR were told once each.
          const entries = await heals(b.id);
          expect(entries).toHaveLength(1);
          expect(entries[0]).toMatchObject({ actorId: b.id });
          const [name] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, b.id));
          expect(await noticesTo(b.id, name!.name)).toHaveLength(1);
          expect(await noticesTo(hr.id, name!.name)).toEqual([
            expect.objectContaining({
              sender: 'HRMS',
              message: expect.stringContaining('replaced the Absent mark'),
            }),
          ]);
          expect(await heals(a.id)).toHaveLength(0);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('keeps a leave day and a manual mark as they are', async () => {
    const person = await personWithPin();
    await ctx.db
      .insert(attendance)
      .values({ userId: person.id, date: '2026-11-19', status: 'Sick Leave', source: 'leave' });
    await upload([`${person.pin}\t2026-11-19 09:01:00\t0\t1\t0\t0\t0`]);
    expect(await dayOf(person.id, '2026-11-19')).toMatchObject({ status: 'Sick Leave', checkIn: null });
  });
});
