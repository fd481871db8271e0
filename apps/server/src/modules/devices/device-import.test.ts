import { and, eq } from 'drizzle-orm';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog, devicePunches, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { normaliseTime } from './device-export.parse.ts';

/** The device software's export files (docs/devices.md, "Export files"); the server's clock: 20 Nov 2026. */
let ctx: TestContext;
let admin: TestUser;
let deviceId: string;
const SN = 'EXPORT00001';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/devices',
    headers: bearer(admin),
    payload: { serialNumber: SN, name: 'Warehouse (offline)' },
  });
  deviceId = registered.json()._id;
});
afterAll(() => ctx.close());

const pinOf = async (user: TestUser) => {
  const [row] = await ctx.db.select({ n: users.employeeNo }).from(users).where(eq(users.id, user.id));
  return String(row!.n);
};
const send = (body: Buffer | string, dryRun: boolean, type = XLSX) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/devices/import?deviceId=${deviceId}&dryRun=${dryRun}`,
    headers: { ...bearer(admin), 'content-type': type },
    payload: body,
  });
const mapColumns = (mapping: Record<string, string | null>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/devices/import/mapping',
    headers: bearer(admin),
    payload: mapping,
  });
const dayOf = async (userId: string, date: string) =>
  (
    await ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
  )[0];

describe('device software exports', () => {
  it('reads the common date and time forms', () => {
    expect([
      normaliseTime(null, '2026-11-19 09:01:00'),
      normaliseTime(null, '19/11/2026 09:01'),
      normaliseTime('19-11-2026', '9:01:05'),
      normaliseTime('2026-11-19 00:00:00', '1899-12-30 18:03:00'),
      normaliseTime(null, '31/02/2026 09:00'),
      normaliseTime(null, '2026-11-19 24:00'),
      normaliseTime(null, 'yesterday'),
    ]).toEqual([
      '2026-11-19 09:01:00',
      '2026-11-19 09:01:00',
      '2026-11-19 09:01:05',
      '2026-11-19 18:03:00',
      null,
      null,
      null,
    ]);
  });

  it('needs the columns mapped first, then dry-runs an XLSX, commits it once, and matches pushed punches', async () => {
    const [asha, ravi] = [await createUser(ctx), await createUser(ctx)];
    const [a, r] = [await pinOf(asha), await pinOf(ravi)];
    const rows = [
      [{ value: 'Emp Code' }, { value: 'Punch Time' }, { value: 'Direction' }],
      // A real date-time cell, as the device software writes one (the wall time in its UTC fields).
      [
        { value: a },
        { value: new Date(Date.UTC(2026, 10, 19, 9, 1)), type: Date, format: 'dd/mm/yyyy hh:mm' },
        { value: 'in' },
      ],
      [{ value: a }, { value: '19/11/2026 18:03' }, { value: 'out' }],
      [{ value: r }, { value: '2026-11-19 09:40:00' }, { value: 'in' }],
      [{ value: '404' }, { value: '2026-11-19 09:00:00' }, { value: 'in' }],
      [{ value: r }, { value: 'not a time' }, { value: 'in' }],
    ];
    const file = await writeExcelFile(rows as never).toBuffer();

    expect((await send(file, true)).statusCode).toBe(409);
    expect(
      (await mapColumns({ pinColumn: 'emp code', timeColumn: 'Punch Time', dateColumn: null })).statusCode,
    ).toBe(200);

    // Ravi's 09:40 also came over the push protocol: the file's line is the same line.
    await ctx.app.inject({
      method: 'POST',
      url: `/iclock/cdata?SN=${SN}&table=ATTLOG&Stamp=1`,
      headers: { 'content-type': 'text/plain' },
      payload: `${r}\t2026-11-19 09:40:00\t0\t1\t0\t0\t0`,
      remoteAddress: '203.0.113.7',
    });

    const dry = await send(file, true);
    expect(dry.json()).toEqual({
      dryRun: true,
      rows: 5,
      punches: 4,
      newPunches: 3,
      unmatchedPins: ['404'],
      problems: [
        {
          row: 6,
          message: 'The time is not a date and time such as 2026-11-19 09:01:00 or 19/11/2026 09:01.',
        },
      ],
      days: 0,
    });
    expect(await dayOf(asha.id, '2026-11-19')).toBeUndefined();

    const done = await send(file, false);
    expect(done.json()).toMatchObject({ dryRun: false, newPunches: 3, days: 1 });
    expect(await dayOf(asha.id, '2026-11-19')).toMatchObject({ status: 'Present', workedMinutes: 542 });
    expect(await dayOf(ravi.id, '2026-11-19')).toMatchObject({ status: 'Punched In' });

    // Again: nothing new, nothing changed.
    expect((await send(file, false)).json()).toMatchObject({ newPunches: 0, days: 0 });
    const stored = await ctx.db.select().from(devicePunches).where(eq(devicePunches.pin, a));
    expect(stored).toHaveLength(2);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'device.import'));
    expect(entries.map((e) => e.after)).toEqual([
      expect.objectContaining({ newPunches: 3 }),
      expect.objectContaining({ newPunches: 0 }),
    ]);
  });

  it('takes a CSV with the date and time apart, and refuses a file without the mapped columns', async () => {
    const person = await createUser(ctx);
    await mapColumns({ pinColumn: 'UserID', timeColumn: 'Time', dateColumn: 'Date' });
    const csv = `UserID,Date,Time\r\n${await pinOf(person)},18/11/2026,08:55\r\n`;
    expect((await send(csv, false, 'text/csv')).json()).toMatchObject({ newPunches: 1, days: 1 });
    expect(await dayOf(person.id, '2026-11-18')).toMatchObject({ status: 'Punched In' });
    const wrong = await send('Code,When\r\n1,2026-11-18 09:00\r\n', true, 'text/csv');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'The file has no column named as the saved mapping says: UserID, Time, Date.',
    );
    expect((await send(Buffer.from([0, 1, 2, 3]), true, 'application/octet-stream')).statusCode).toBe(415);
  });
});
