// The answers the spec's original client reads (issue "spec client", items 1 and 2): the attendance sheet
// (rows also under `sheet`) and the employee list (each person's recent attendance unless ?fields=lean).
// Bytes as sent, gzip and brotli, and server time through app.inject, on the demo generator's people.
//   node --import tsx bench/spec-client.ts [--people 1000] [--runs 15]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/spec-client.ts
//   ... --serialisers   also times the sheet's serialisers alone (the code of this change only)
// Run on the code before a change, the lean URL answers like the plain one (the parameter is ignored).
import { startBenchApp, type BenchApp } from './support/bench-app.ts';
import { seedDemoPeople } from './support/demo-seed.ts';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';

const PEOPLE = argNumber('people', 1000);
const RUNS = argNumber('runs', 15);
const NOW = '2026-11-20T04:00:00.000Z';
const ENCODINGS = [undefined, 'gzip', 'br'] as const;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Measured {
  p50: number;
  p99: number;
  bytes: number;
}

async function measure(bench: BenchApp, url: string, token: string, encoding?: string): Promise<Measured> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 3; i += 1) {
    const start = performance.now();
    const res = await bench.app.inject({
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
  return { p50: pct(times, 50), p99: pct(times, 99), bytes };
}

/** The sheet's serialisation alone: the zod serialiser over both keys vs the one that writes the rows once. */
async function timeSerialisers(bench: BenchApp) {
  const { serializerCompiler } = await import('fastify-type-provider-zod');
  const { attendanceSheetResponseSchema, attendanceSheetSchema } = await import('@hrms/shared');
  const { aliasedArraySerializerCompiler } =
    await import('../apps/server/src/plugins/aliased-array-serializer.ts');
  const { presentSheetForClients } =
    await import('../apps/server/src/modules/attendance/attendance.presenter.ts');
  const body = presentSheetForClients(await bench.app.services.attendance.sheet('2026-10'));
  const route = { schema: attendanceSheetResponseSchema, method: 'GET', url: '/sheet', httpStatus: '200' };
  const rowsOnly = serializerCompiler({ ...route, schema: attendanceSheetSchema });
  const variants = {
    'before: rows only, zod serialiser': (sheet: typeof body) => rowsOnly({ ...sheet, sheet: undefined }),
    'zod serialiser, rows and sheet each encoded': serializerCompiler(route),
    'rows encoded once, text written under both keys': aliasedArraySerializerCompiler({
      status: '200',
      key: 'rows',
      alias: 'sheet',
    })(route),
  };
  console.log('| sheet serialisation only (2026-10) | p50 | p99 | bytes |');
  console.log('|---|---|---|---|');
  for (const [label, serialise] of Object.entries(variants)) {
    const times: number[] = [];
    let text = '';
    for (let i = 0; i < RUNS + 3; i += 1) {
      const start = performance.now();
      text = serialise(body) as string;
      if (i >= 3) times.push(performance.now() - start);
    }
    console.log(`| ${label} | ${ms(pct(times, 50))} | ${ms(pct(times, 99))} | ${kib(text.length)} |`);
  }
}

async function main() {
  const bench = await startBenchApp('spec', NOW);
  try {
    const { people } = await seedDemoPeople(bench.db, PEOPLE, NOW, {
      timeZone: bench.config.orgTimezone,
      weeklyOff: bench.config.weeklyOff,
    });
    const admin = bench.app.jwt.sign({ sub: people[0]!.id, role: 'Admin', tv: people[0]!.tokenVersion });
    const answers = [
      {
        label: `attendance sheet, October (${PEOPLE} x 31)`,
        url: '/api/admin/attendance-sheet?month=2026-10',
      },
      { label: `employee list, ${PEOPLE} people (default)`, url: '/api/admin/employees' },
      { label: `employee list, ${PEOPLE} people, ?fields=lean`, url: '/api/admin/employees?fields=lean' },
    ];
    console.log(`\n## Spec-client answers (${bench.engine}), ${PEOPLE} people`);
    console.log('| answer | as sent | gzip 6 | brotli 4 | server p50: plain / gzip / br | plain p99 |');
    console.log('|---|---|---|---|---|---|');
    for (const answer of answers) {
      const results = [];
      for (const encoding of ENCODINGS) results.push(await measure(bench, answer.url, admin, encoding));
      const [p, g, b] = results as [Measured, Measured, Measured];
      console.log(
        `| ${answer.label} | ${kib(p.bytes)} | ${kib(g.bytes)} | ${kib(b.bytes)} | ${ms(p.p50)} / ${ms(g.p50)} / ${ms(b.p50)} | ${ms(p.p99)} |`,
      );
    }
    if (process.argv.includes('--serialisers')) await timeSerialisers(bench);
    console.log(`(${RUNS} timed runs each after 3 warm-up runs; load average ${loadAverage()})`);
  } finally {
    await bench.close();
  }
}

await main();
