// Devices after an outage (issue 46): N registered devices each send their backlog of M ATTLOG lines at once,
// in the batches a device uses (500 lines a POST to /iclock/cdata), all devices in parallel. Meanwhile the floor
// route is called one request at a time; its rate during the uploads is compared with its rate just before.
// Then every line is checked to be stored once and every day applied once; one batch is sent again (a device
// restart) and nothing changes.
//   node --import tsx bench/devices.ts [--devices 50] [--records 10000]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/devices.ts
import { sql } from 'drizzle-orm';
import { addDays } from '@hrms/shared';
import { startBenchApp } from './support/bench-app.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { measureFloor, rate } from './support/floor.ts';
import { argNumber, loadAverage } from './support/measure.ts';

const DEVICES = argNumber('devices', 50);
const RECORDS = argNumber('records', 10_000);
const BATCH = 500;
/** People enrolled on each device; each punches in at 09:0x and out at 18:0x on every day of the backlog. */
const PEOPLE_PER_DEVICE = 20;
// Friday 20 November 2026, 10:00 in Asia/Kolkata: the backlog ends the day before.
const NOW = '2026-11-20T04:30:00.000Z';
const two = (n: number) => String(n).padStart(2, '0');

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

try {
  const bench = await startBenchApp('devices', NOW, 20);
  const { app, db } = bench;
  const [admin] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO users (name, email, password_hash, role, joined_on)
      VALUES ('Bench Admin', 'admin@bench.test', 'not-a-hash', 'Admin', '2026-01-01') RETURNING id`),
  );
  const auth = `Bearer ${app.jwt.sign({ sub: admin!.id, role: 'Admin', tv: 0 })}`;
  const people = DEVICES * PEOPLE_PER_DEVICE;
  const numbers = rowsOf<{ n: number }>(
    await db.execute(sql`
      INSERT INTO users (name, email, password_hash, role, joined_on)
      SELECT 'Device Person ' || g, 'device' || g || '@bench.test', 'not-a-hash', 'Employee', '2025-01-01'
      FROM generate_series(1, ${people}) g RETURNING employee_no AS n`),
  ).map((r) => r.n);
  const serials: string[] = [];
  for (let d = 0; d < DEVICES; d += 1) {
    const serialNumber = `BENCH${String(d).padStart(6, '0')}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: { authorization: auth },
      payload: { serialNumber, name: `Gate ${d}` },
    });
    if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
    serials.push(serialNumber);
  }
  // Device d's backlog: its people's two punches a day, going back as many days as RECORDS needs.
  const days = Math.ceil(RECORDS / (PEOPLE_PER_DEVICE * 2));
  const backlog = (d: number): string[] => {
    const lines: string[] = [];
    for (let day = days; day >= 1 && lines.length < RECORDS; day -= 1) {
      const date = addDays('2026-11-20', -day);
      for (let p = 0; p < PEOPLE_PER_DEVICE && lines.length < RECORDS; p += 1) {
        const pin = numbers[d * PEOPLE_PER_DEVICE + p]!;
        const m = two((p + day) % 10);
        lines.push(`${pin}\t${date} 09:${m}:00\t0\t1\t0\t0\t0`, `${pin}\t${date} 18:${m}:00\t1\t1\t0\t0\t0`);
      }
    }
    return lines.slice(0, RECORDS);
  };
  const upload = (serial: string, lines: string[]) =>
    app.inject({
      method: 'POST',
      url: `/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`,
      headers: { 'content-type': 'text/plain' },
      payload: lines.join('\n'),
      remoteAddress: '203.0.113.7',
    });

  console.log(
    `\n## Devices after an outage (${bench.engine}) — ${DEVICES} devices × ${RECORDS.toLocaleString('en-US')} records, ${BATCH} lines a POST (load ${loadAverage()})`,
  );
  const before = await measureFloor(app, [auth], 1, 300);
  let floorCount = 0;
  let done = false;
  const floorLoop = (async () => {
    while (!done) {
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: auth } });
      floorCount += 1;
    }
  })();
  const start = performance.now();
  const backlogs = serials.map((_, d) => backlog(d));
  await Promise.all(
    serials.map(async (serial, d) => {
      const lines = backlogs[d]!;
      for (let i = 0; i < lines.length; i += BATCH) {
        const res = await upload(serial, lines.slice(i, i + BATCH));
        if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  done = true;
  await floorLoop;
  const during = floorCount / seconds;

  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await db.execute(query))[0]!.n);
  const total = DEVICES * RECORDS;
  const stored = await count(sql`SELECT count(*)::int AS n FROM device_punches`);
  const expectedDays = total / 2;
  const daysWritten = await count(sql`SELECT count(*)::int AS n FROM attendance WHERE source = 'device'`);
  const wrongDays = await count(
    sql`SELECT count(*)::int AS n FROM attendance WHERE source = 'device' AND (status <> 'Present' OR worked_minutes <> 540)`,
  );
  const replay = await upload(serials[0]!, backlogs[0]!.slice(0, BATCH));
  const storedAfterReplay = await count(sql`SELECT count(*)::int AS n FROM device_punches`);
  console.log('\n| figure | value |');
  console.log('|---|---|');
  console.log(
    `| lines sent / stored | ${total.toLocaleString('en-US')} / ${stored.toLocaleString('en-US')} |`,
  );
  console.log(
    `| days applied / expected (Present, 540 min) | ${daysWritten.toLocaleString('en-US')} / ${expectedDays.toLocaleString('en-US')} (${wrongDays} wrong) |`,
  );
  console.log(
    `| one batch sent again | ${replay.body}; stored ${storedAfterReplay.toLocaleString('en-US')} |`,
  );
  console.log(`| all uploads took | ${seconds.toFixed(1)} s (${rate(total / seconds)} lines) |`);
  console.log(
    `| floor before / during | ${rate(before.perSecond)} / ${rate(during)}: **${(during / before.perSecond).toFixed(2)}x** |`,
  );
  if (stored !== total || daysWritten !== expectedDays || wrongDays !== 0 || storedAfterReplay !== total)
    throw new Error('not applied exactly once');
  await bench.close();
} finally {
  await dropLeftoverDatabases();
}
