import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession } from '../backup/sql-session.ts';
import {
  cleanEnv,
  embeddedDataDir,
  freePort,
  ROOT,
  startProcess,
  type RunningProcess,
} from '../test/processes.ts';

// `.env` as a user writes it next to package.json, read by the npm scripts themselves (npm start, the CLIs).
// Each test runs in a project folder of its own: links to this checkout's code, with its own .env.
const started: RunningProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((child) => child.stop()));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

async function projectWithEnvFile(lines: string[]): Promise<string> {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-env-file-'));
  dirs.push(project);
  for (const entry of ['package.json', 'node_modules', 'apps', 'packages', 'scripts'])
    fs.symlinkSync(path.join(ROOT, entry), path.join(project, entry));
  fs.writeFileSync(path.join(project, '.env'), `${lines.join('\n')}\n`);
  // The migrated template saves the seconds a new embedded database takes.
  fs.renameSync(await embeddedDataDir(project), path.join(project, 'data-from-env'));
  return project;
}

function npm(project: string, args: string[], env: NodeJS.ProcessEnv = {}): RunningProcess {
  const child = startProcess('npm', args, { cwd: project, env: cleanEnv(env) });
  started.push(child);
  return child;
}

const settings = (port: number, dataDir = './data-from-env') => [
  '# as in .env.example',
  `PORT=${port}`,
  `DATA_DIR=${dataDir}`,
  'LOG_LEVEL=warn   # a comment after the value',
  'ADMIN_PASSWORD="env-file-password"',
  'WEB_DIST_DIR=./no-web-build',
];

describe('.env next to package.json', { timeout: 240_000 }, () => {
  it('is read by npm start: the port and data folder come from it', async () => {
    const port = await freePort();
    const project = await projectWithEnvFile(settings(port));
    const server = npm(project, ['start']);
    const [, url] = await server.waitFor(/HRMS is ready at (http:\/\/[^/\s]+)\//);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(fs.readFileSync(path.join(project, 'data-from-env', 'server.lock'), 'utf8')).toMatch(/^\d+\n/);
  });

  it('loses to the environment: a variable set there wins over the file', async () => {
    const [filePort, envPort] = [await freePort(), await freePort()];
    const project = await projectWithEnvFile(settings(filePort));
    const server = npm(project, ['start'], { PORT: String(envPort) });
    const [, url] = await server.waitFor(/HRMS is ready at (http:\/\/[^/\s]+)\//);
    expect(url).toBe(`http://127.0.0.1:${envPort}`);
  });

  it('is read by the command-line tools, with paths relative to the project folder as for npm start', async () => {
    const project = await projectWithEnvFile(settings(await freePort()));
    const create = npm(project, [
      'run',
      'user:create',
      '--',
      '--email=priya@example.in',
      '--name=Priya Sharma',
      '--role=HR',
      '--password=a-strong-password',
    ]);
    expect(await create.exited, create.output()).toBe(0);
    expect(create.output()).toContain('Created HR Priya Sharma <priya@example.in>');

    const backup = npm(project, ['run', 'backup', '--', '--out=backup.tar.gz']);
    expect(await backup.exited, backup.output()).toBe(0);
    expect(backup.output()).toContain(`Backup written to ${path.join(project, 'backup.tar.gz')}`);
    // Both worked on the folder that .env names, relative to the project folder (not to apps/server).
    const session = await openSession({
      databaseUrl: undefined,
      dataDir: path.join(project, 'data-from-env'),
    });
    try {
      expect(await session.query('SELECT email FROM users')).toEqual([{ email: 'priya@example.in' }]);
    } finally {
      await session.close();
    }
  });

  it('is read by npm run demo, which still keeps to its own folder', async () => {
    const port = await freePort();
    const project = await projectWithEnvFile(settings(port, './data'));
    const demo = npm(project, ['run', 'demo', '--', '--people=3']);
    const [, url] = await demo.waitFor(/HRMS is ready at (http:\/\/[^/\s]+)\//);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(demo.output()).toContain('demo: ignoring DATA_DIR from .env');
    expect(demo.output()).toContain(`Demo organisation in ${path.join(project, 'data', 'demo')}`);
    expect(fs.existsSync(path.join(project, 'data', 'demo', 'server.lock'))).toBe(true);
  });
});
