// Realtime fan-out: N people connected by Socket.IO, one Admin notification to all of them, timed
// from the POST until the last socket has the new_notification event.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/realtime.ts [--sockets 1000] [--rounds 5]
//   ... REDIS_URL=redis://127.0.0.1:6379 node --import tsx bench/realtime.ts --instances 2
// Real server processes (apps/server/src/main.ts) on a fresh PostgreSQL database; with two instances the
// sockets alternate between them and the Redis adapter carries the emits across.
import crypto from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { closeDatabase, dropLeftoverDatabases, openBenchDatabase, postgresDb } from './support/database.ts';
import { seedDemoPeople } from './support/demo-seed.ts';
import { startInstances, stopAllInstances, stopInstances } from './support/instances.ts';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';
import { benchToken } from './support/tokens.ts';

const SOCKETS = argNumber('sockets', 1000);
const ROUNDS = argNumber('rounds', 5);
const INSTANCES = argNumber('instances', 1);

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('Set DATABASE_URL (PostgreSQL): the instances are separate processes.');
  const redisUrl = process.env.REDIS_URL || undefined;
  if (INSTANCES > 1 && !redisUrl) throw new Error('Two or more instances need REDIS_URL.');

  const database = await postgresDb(base, 'rt');
  const handle = await openBenchDatabase(database.url);
  // The demo generator scaled up (its attendance is not read here). The first person is an Admin, who
  // sends; 'all' reaches everyone but the sender, so every other person holds one socket.
  const { people } = await seedDemoPeople(handle.db, SOCKETS + 1, new Date().toISOString());
  await closeDatabase(handle);
  const instances = await startInstances({
    count: INSTANCES,
    databaseUrl: database.url,
    redisUrl,
    redisPrefix: `bench-${crypto.randomBytes(3).toString('hex')}`,
  });

  const admin = people[0]!;
  const recipients = people.slice(1);
  let t = performance.now();
  const sockets: Socket[] = await Promise.all(
    recipients.map(
      (person, i) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(instances[i % instances.length]!.url, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token: benchToken(person) },
            reconnection: false,
            timeout: 60_000,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
  const connectMs = performance.now() - t;

  const rounds: Array<{ post: number; first: number; p50: number; last: number; received: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const message = `Bench round ${round} ${crypto.randomBytes(3).toString('hex')}`;
    const arrivals: number[] = [];
    const everyone = new Promise<void>((resolve) => {
      for (const socket of sockets) {
        const onEvent = (payload: { message?: string }) => {
          if (payload?.message !== message) return;
          socket.off('new_notification', onEvent);
          arrivals.push(performance.now() - t);
          if (arrivals.length === sockets.length) resolve();
        };
        socket.on('new_notification', onEvent);
      }
    });
    t = performance.now();
    const res = await fetch(`${instances[round % instances.length]!.url}/api/admin/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${benchToken(admin)}` },
      body: JSON.stringify({ recipient: 'all', message, senderId: admin.id }),
    });
    const post = performance.now() - t;
    if (!res.ok) throw new Error(`POST /api/admin/notifications: ${res.status} ${await res.text()}`);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`round ${round}: ${arrivals.length}/${sockets.length} received`)),
        60_000,
      ),
    );
    await Promise.race([everyone, timeout]);
    rounds.push({
      post,
      first: pct(arrivals, 0),
      p50: pct(arrivals, 50),
      last: pct(arrivals, 100),
      received: arrivals.length,
    });
  }

  console.log(
    `\n## Realtime fan-out: ${sockets.length} sockets on ${INSTANCES} instance(s)${redisUrl ? ' with the Redis adapter' : ''}, PostgreSQL`,
  );
  console.log(`(${sockets.length} sockets connected in ${ms(connectMs)})`);
  console.log('| round | POST answered | first socket | half the sockets | last socket | received |');
  console.log('|---|---|---|---|---|---|');
  rounds.forEach((r, i) =>
    console.log(
      `| ${i + 1} | ${ms(r.post)} | ${ms(r.first)} | ${ms(r.p50)} | **${ms(r.last)}** | ${r.received}/${sockets.length} |`,
    ),
  );
  console.log(
    `(median time until the last socket: ${ms(
      pct(
        rounds.map((r) => r.last),
        50,
      ),
    )}; load average at the end: ${loadAverage()})`,
  );

  for (const socket of sockets) socket.disconnect();
  await stopInstances(instances);
  await database.drop();
}

await main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllInstances();
  await dropLeftoverDatabases();
  // Open sockets or timers must not keep a failed bench alive.
  process.exit(1);
});
