import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeoverClaimPath } from './data-dir-lock.ts';

// Several real processes ask for one data folder at the same instant: exactly one may get it, on a new folder
// and on one whose lock was left by a dead process (issue: 4 processes, more than one won in 10 of 10 trials).
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CONTENDERS = 6;
const ROUNDS = 15;

interface Contender {
  child: ChildProcess;
  pid: number;
  next(): Promise<string>;
  send(line: string): void;
}

function startContender(): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/test/lock-contender.ts'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else queue.push(line);
  });
  return {
    child,
    pid: child.pid!,
    next: () => {
      const line = queue.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
    },
    send: (line) => child.stdin!.write(`${line}\n`),
  };
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

let contenders: Contender[] = [];
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-lock-race-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  contenders = Array.from({ length: CONTENDERS }, startContender);
  expect(await Promise.all(contenders.map((c) => c.next()))).toEqual(contenders.map(() => 'ready'));
});

afterAll(() => {
  contenders.forEach((c) => c.child.stdin!.end());
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** All contenders ask at once; the one that got the folder is checked against the file, then releases. */
async function race(dir: string): Promise<void> {
  contenders.forEach((c) => c.send(`lock ${dir}`));
  const answers = await Promise.all(contenders.map((c) => c.next()));
  const winners = contenders.filter((_, i) => answers[i] === 'locked');
  expect(answers.filter((a) => !a.startsWith('locked') && !a.startsWith('refused'))).toEqual([]);
  expect(winners).toHaveLength(1);
  const winner = winners[0]!;
  expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').split('\n')[0]).toBe(String(winner.pid));
  // Everyone refused was told the winner's PID, not that of a process that lost.
  for (const answer of answers.filter((a) => a !== 'locked')) expect(answer).toBe(`refused ${winner.pid}`);
  winner.send('release');
  expect(await winner.next()).toBe('released');
  expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
}

describe('lockDataDir under contention (real processes)', { timeout: 180_000 }, () => {
  it('gives a new folder to exactly one of several processes starting together', async () => {
    for (let round = 0; round < ROUNDS; round += 1) await race(tempDir());
  });

  it('gives a folder with a dead process’s lock to exactly one of them', async () => {
    const dead = await deadPid();
    for (let round = 0; round < ROUNDS; round += 1) {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, 'server.lock'), `${dead}\n`);
      await race(dir);
    }
  });

  it('also when a process died in the middle of taking that lock over', async () => {
    const [holder, claimer] = [await deadPid(), await deadPid()];
    for (let round = 0; round < ROUNDS; round += 1) {
      const dir = tempDir();
      const lockPath = path.join(dir, 'server.lock');
      fs.writeFileSync(lockPath, `${holder}\n`);
      fs.writeFileSync(takeoverClaimPath(lockPath, `${holder}\n`), `${claimer}\n`);
      await race(dir);
    }
  });
});
