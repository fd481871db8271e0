// Cold start (issue 24): `npm start` on an existing data folder to a healthy /api/health, beside what Node
// itself needs to start with the same loader, so the figure reads as a ratio to that floor.
//   node --import tsx bench/cold-start.ts [--runs 5] [--data-dir data/demo]
// Without --data-dir, the first start (not timed) makes a new folder: the database, its migrations and the first Admin. Each timed
// start then spawns the command, polls /api/health every 5 ms and stops the server with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';
import { freePort } from './support/server-process.ts';

const RUNS = argNumber('runs', 5);
const root = path.resolve(import.meta.dirname, '..');
const given = process.argv.indexOf('--data-dir');
const dataDir =
  given >= 0 ? path.resolve(process.argv[given + 1]!) : fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-cold-'));

interface Started {
  child: ChildProcess;
  exited: Promise<void>;
}

function run(command: string, args: string[], port: number): Started {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

async function healthyAfter(started: Started, port: number): Promise<void> {
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`server exited with ${started.child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(started: Started): Promise<void> {
  process.kill(-started.child.pid!, 'SIGTERM');
  await started.exited;
}

/** CPU time (user + system) a process has used so far, from /proc: it does not grow with the machine's load. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
}

/** Milliseconds from spawn to a healthy server, and the server process's CPU milliseconds until then. */
async function timeStarts(command: string, args: string[]): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const port = await freePort();
    const t0 = performance.now();
    const started = run(command, args, port);
    await healthyAfter(started, port);
    wall.push(performance.now() - t0);
    cpu.push(cpuMs(started.child.pid!));
    await stop(started);
  }
  return { wall, cpu };
}

/** Milliseconds for Node with the same loader to start and exit doing nothing: the floor. */
async function timeNodeAlone(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', ''], { cwd: root, stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    times.push(performance.now() - t0);
  }
  return times;
}

if (given < 0) {
  const first = await freePort();
  const making = run('npm', ['start'], first);
  await healthyAfter(making, first);
  await stop(making);
}

const floor = await timeNodeAlone();
const npmStart = await timeStarts('npm', ['start']);
const bundled = await timeStarts(process.execPath, ['apps/server/dist/start.mjs']);
const tsx = await timeStarts(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']);
if (given < 0) fs.rmSync(dataDir, { recursive: true, force: true });

const floorP50 = pct(floor, 50);
const row = (label: string, wall: number[], cpu?: number[]) =>
  `| ${label} | ${ms(pct(wall, 50))} | ${ms(Math.max(...wall))} | ${(pct(wall, 50) / floorP50).toFixed(1)}x | ${cpu ? ms(pct(cpu, 50)) : ''} |`;
console.log(
  `\n## Cold start (${RUNS} runs, ${given < 0 ? 'a new data folder' : dataDir}, load ${loadAverage()}, Node ${process.version})`,
);
console.log('| start | p50 | worst | p50 / floor | server CPU p50 |');
console.log('|---|---|---|---|---|');
console.log(row('floor: `node --import tsx -e ""`', floor));
console.log(row('`npm start` to a healthy /api/health (npm, build check, server)', npmStart.wall));
console.log(row('the bundle: `node apps/server/dist/start.mjs`', bundled.wall, bundled.cpu));
console.log(row('TypeScript through tsx: `node --import tsx apps/server/src/main.ts`', tsx.wall, tsx.cpu));
