// API answer compression (apps/server/src/plugins/compression.ts): bytes on the wire and server time
// for the largest answers, sent as they are, gzip and brotli, on an organisation from the demo generator.
//   node --import tsx bench/api-compression.ts [--people 200] [--runs 30]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/api-compression.ts
// Times are server time through app.inject (query, serialisation and compression; no socket).
import { startBenchApp } from './support/bench-app.ts';
import { seedDemoPeople } from './support/demo-seed.ts';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';

const PEOPLE = argNumber('people', 200);
const RUNS = argNumber('runs', 30);
const NOW = '2026-11-20T04:00:00.000Z';
/** Lighthouse's slow 4G: 1.6 Mbit/s down. */
const SLOW_4G_BYTES_PER_MS = (1.6 * 1024 * 1024) / 8 / 1000;

async function main() {
  const bench = await startBenchApp('gz', NOW);
  const { app, config } = bench;
  try {
    const { people } = await seedDemoPeople(bench.db, PEOPLE, NOW, {
      timeZone: config.orgTimezone,
      weeklyOff: config.weeklyOff,
    });
    const adminPerson = people[0]!;
    const employee = people.find((p) => p.role === 'Employee')!;
    const sign = (p: { id: string; role: string; tokenVersion: number }) =>
      app.jwt.sign({ sub: p.id, role: p.role as 'Admin', tv: p.tokenVersion });
    const admin = sign(adminPerson);
    const answers = [
      {
        label: `attendance sheet, October (${PEOPLE} x 31)`,
        url: '/api/admin/attendance-sheet?month=2026-10',
        token: admin,
      },
      { label: 'all attendance, October', url: '/api/admin/attendance/all?month=2026-10', token: admin },
      { label: 'employee list', url: '/api/admin/employees', token: admin },
      {
        label: "an employee's own attendance",
        url: `/api/employees/${employee.id}/attendance`,
        token: sign(employee),
      },
    ];

    const measure = async (url: string, token: string, encoding?: string) => {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS + 3; i += 1) {
        const start = performance.now();
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        });
        const took = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (encoding && res.headers['content-encoding'] !== encoding) {
          throw new Error(`${url}: asked for ${encoding}, got ${String(res.headers['content-encoding'])}`);
        }
        if (i >= 3) times.push(took); // the first runs warm caches and prepared plans
        bytes = res.rawPayload.length;
      }
      return { p50: pct(times, 50), bytes };
    };

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const onSlow4g = (bytes: number) => ms(bytes / SLOW_4G_BYTES_PER_MS);
    console.log(`\n## API compression (${bench.engine}), ${PEOPLE} people`);
    console.log(
      '| answer | as sent | gzip 6 | brotli 4 | server p50: plain / gzip / br | on slow 4G: plain / br |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const answer of answers) {
      const plain = await measure(answer.url, answer.token);
      const gzip = await measure(answer.url, answer.token, 'gzip');
      const br = await measure(answer.url, answer.token, 'br');
      console.log(
        `| ${answer.label} | ${kib(plain.bytes)} | ${kib(gzip.bytes)} | ${kib(br.bytes)} | ${ms(plain.p50)} / ${ms(gzip.p50)} / ${ms(br.p50)} | ${onSlow4g(plain.bytes)} / ${onSlow4g(br.bytes)} |`,
      );
    }
    console.log(`(${RUNS} timed runs each after 3 warm-up runs; load average ${loadAverage()})`);
  } finally {
    await bench.close();
  }
}

await main();
