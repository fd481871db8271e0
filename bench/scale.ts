// Scale-out: dashboard read throughput with one and with two server instances (autocannon), and the
// morning punch-in burst of bench/attendance.ts sent over HTTP through two instances.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     node --import tsx bench/scale.ts [--people 1000] [--duration 15] [--connections 50]
// Real server processes (apps/server/src/main.ts, NODE_ENV=test so the business clock can stand at
// Fri 20 Nov 2026 09:30 Kolkata) on one fresh PostgreSQL database and one Redis.
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { closeDatabase, dropLeftoverDatabases, openBenchDatabase, postgresDb } from './support/database.ts';
import { seedDemoPeople } from './support/demo-seed.ts';
import { startInstances, stopAllInstances, stopInstances, type Instance } from './support/instances.ts';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';
import { benchToken, type BenchPerson } from './support/tokens.ts';

const PEOPLE = argNumber('people', 1000);
const DURATION = argNumber('duration', 15);
const CONNECTIONS = argNumber('connections', 50);
const CLOCK_START = '2026-11-20T04:00:00.000Z';

interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against one instance; each request is a different employee reading their own list. */
function readLoad(instance: Instance, readers: BenchPerson[], connections: number) {
  let next = 0;
  return autocannon({
    url: instance.url,
    connections,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const person = readers[next++ % readers.length]!;
          return {
            ...request,
            path: `/api/employees/${person.id}/attendance`,
            headers: { authorization: `Bearer ${benchToken(person)}` },
          };
        },
      },
    ],
  });
}

/** The client alternates between the instances: the connections are split evenly across them. */
async function dashboardReads(instances: Instance[], readers: BenchPerson[]): Promise<Throughput> {
  const share = Math.ceil(CONNECTIONS / instances.length);
  const results = await Promise.all(instances.map((instance) => readLoad(instance, readers, share)));
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    // Per-instance percentiles; the worse of them is reported.
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function punchBurst(instances: Instance[], people: BenchPerson[]) {
  const latencies: number[] = [];
  const t = performance.now();
  const codes = await Promise.all(
    people.map(async (person, i) => {
      const start = performance.now();
      const prefix = person.role === 'Admin' ? 'admin' : 'employees';
      const res = await fetch(`${instances[i % instances.length]!.url}/api/${prefix}/${person.id}/punch-in`, {
        method: 'POST',
        headers: { authorization: `Bearer ${benchToken(person)}` },
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - start);
      return res.status;
    }),
  );
  return { wall: performance.now() - t, latencies, accepted: codes.filter((c) => c === 200).length };
}

async function main() {
  const base = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!base || !redisUrl) throw new Error('Set DATABASE_URL (PostgreSQL) and REDIS_URL.');
  const database = await postgresDb(base, 'scale');
  const handle = await openBenchDatabase(database.url);
  const t = performance.now();
  // The demo generator scaled up: three months of attendance up to the day before the clock's day
  // (weekly offs excluded), nobody punched in on it yet.
  const { people, rows } = await seedDemoPeople(handle.db, PEOPLE, CLOCK_START);
  const seedMs = performance.now() - t;
  const readers = people.filter((person) => person.role === 'Employee').slice(0, 200);
  const rowsPerReader = Math.round(rows / PEOPLE);
  const options = {
    databaseUrl: database.url,
    redisUrl,
    clockStart: CLOCK_START,
    redisPrefix: `bench-${crypto.randomBytes(3).toString('hex')}`,
  };

  const reads: Array<[number, Throughput, string]> = [];
  for (const count of [1, 2]) {
    const instances = await startInstances({ ...options, count });
    await dashboardReads(instances, readers); // warm-up: JIT, prepared plans, pools
    reads.push([count, await dashboardReads(instances, readers), loadAverage()]);
    await stopInstances(instances);
  }

  const instances = await startInstances({ ...options, count: 2 });
  const burst = await punchBurst(instances, people);
  await stopInstances(instances);
  const today = await openBenchDatabase(database.url);
  const counted = await today.db.execute(
    sql`SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS people FROM attendance WHERE date = '2026-11-20'`,
  );
  const stored = (counted as unknown as { rows: Array<{ n: number; people: number }> }).rows[0]!;
  await closeDatabase(today);
  await closeDatabase(handle);

  console.log(
    `\n## Scale-out on PostgreSQL + Redis — ${PEOPLE} people, ${rows} attendance rows (${(seedMs / 1000).toFixed(1)} s to seed)`,
  );
  console.log(
    `Dashboard read: GET /api/employees/{id}/attendance (own list, ~${rowsPerReader} rows), ${readers.length} different employees in turn, ${CONNECTIONS} connections, ${DURATION} s after a ${DURATION} s warm-up.`,
  );
  console.log('| instances | req/s | p50 | p99 | non-2xx | errors | load average |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [count, r, load] of reads) {
    console.log(
      `| ${count} | **${r.rps.toFixed(0)}** | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} | ${load} |`,
    );
  }
  console.log(`\nPunch-in burst: ${PEOPLE} people at once over HTTP, alternating between 2 instances.`);
  console.log('| p50 | p99 | all answered in | accepted | rows stored |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| ${ms(pct(burst.latencies, 50))} | ${ms(pct(burst.latencies, 99))} | ${ms(burst.wall)} | ${burst.accepted}/${PEOPLE} | ${stored.n} rows for ${stored.people} people |`,
  );
  console.log(`(load average at the end: ${loadAverage()})`);
  if (burst.accepted !== PEOPLE || stored.n !== PEOPLE || stored.people !== PEOPLE) {
    process.exitCode = 1;
    console.error('Burst check failed: every person must be accepted exactly once.');
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.drop();
}

await main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllInstances();
  await dropLeftoverDatabases();
  // Open sockets or timers must not keep a failed bench alive.
  process.exit(1);
});
