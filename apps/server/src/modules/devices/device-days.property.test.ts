import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
const SN = 'PROP0000001';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
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

  it('keeps a leave day and a manual mark as they are', async () => {
    const person = await personWithPin();
    await ctx.db
      .insert(attendance)
      .values({ userId: person.id, date: '2026-11-19', status: 'Sick Leave', source: 'leave' });
    await upload([`${person.pin}\t2026-11-19 09:01:00\t0\t1\t0\t0\t0`]);
    expect(await dayOf(person.id, '2026-11-19')).toMatchObject({ status: 'Sick Leave', checkIn: null });
  });
});
