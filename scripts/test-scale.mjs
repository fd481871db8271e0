// Runs the scale-out tests: two server instances sharing one PostgreSQL database and one Redis.
// DATABASE_URL and REDIS_URL default to the local servers that CI and the developer machines run;
// each test file uses its own database and its own Redis key prefix, and removes both at the end.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${databaseUrl}: ${error.message}`);
  console.error('Start it (see docs/development.md) or set DATABASE_URL.');
  process.exit(1);
}

// A PING over a bare socket: the scripts folder does not depend on the server's Redis client.
const { hostname, port } = new URL(redisUrl);
const pong = await new Promise((resolve) => {
  const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port) || 6379 });
  socket.setTimeout(3000);
  socket.on('connect', () => socket.write('PING\r\n'));
  socket.on('data', (data) => {
    resolve(data.toString().startsWith('+PONG') || data.toString().includes('NOAUTH'));
    socket.destroy();
  });
  socket.on('timeout', () => {
    resolve(false);
    socket.destroy();
  });
  socket.on('error', () => resolve(false));
});
if (!pong) {
  console.error(`Redis is not reachable at ${redisUrl}.`);
  console.error('Start it (see docs/development.md) or set REDIS_URL.');
  process.exit(1);
}

const result = spawnSync('npx', ['vitest', 'run', '--config', 'apps/server/vitest.scale.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
});
process.exit(result.status ?? 1);
