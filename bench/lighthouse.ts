/**
 * Lighthouse on the sign-in page and the three dashboards (Home tab, the default), served by the real
 * server from the already built web app (run `npm run build` first; nothing is built here).
 *
 *   node --import tsx bench/lighthouse.ts [--presets mobile,desktop] [--runs 3] [--pages /login,/hr]
 *
 * Each run is a fresh Chromium (cold cache). A dashboard run signs in through POST /api/auth/login and
 * stores the answer where the web app keeps its session, so the page opens signed in. With --runs N the
 * table shows each category's median. Targets: performance >= 95, accessibility 100, best practices >= 95;
 * the audits that cost points are printed for any page that misses one. Each last run's full report
 * (open it in https://googlechrome.github.io/lighthouse/viewer/) goes to bench/out/lighthouse/.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CATEGORIES,
  runLighthouse,
  type PageRun,
  type Preset,
  type Session,
} from './support/lighthouse-run.ts';
import { startWebServer } from './support/web-server.ts';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const presets = argument('presets', 'mobile,desktop').split(',') as Preset[];
const runs = Math.max(1, Number(argument('runs', '1')));
const only = argument('pages', '').split(',').filter(Boolean);
const OUT = path.resolve(import.meta.dirname, 'out/lighthouse');

async function api<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const signIn = (base: string, email: string, password: string) =>
  api<Session>(base, '/api/auth/login', { email, password });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

const server = await startWebServer();
try {
  const admin = await signIn(server.url, server.admin.email, server.admin.password);
  // HR and Employee are made the way an Admin makes them: the Add Employee call.
  const people = {
    HR: { name: 'Harish HR', email: 'hr@lighthouse.test', password: 'hr-pass-1234' },
    Employee: { name: 'Esha Employee', email: 'employee@lighthouse.test', password: 'employee-pass-1' },
  };
  for (const [role, person] of Object.entries(people)) {
    await api(server.url, '/api/admin/employees', { ...person, role }, admin.token);
  }
  const pages: Array<{ path: string; session?: Session }> = [
    { path: '/login' },
    { path: '/employee', session: await signIn(server.url, people.Employee.email, people.Employee.password) },
    { path: '/hr', session: await signIn(server.url, people.HR.email, people.HR.password) },
    { path: '/admin', session: admin },
  ];

  fs.mkdirSync(OUT, { recursive: true });
  const rows: string[] = [];
  const misses: string[] = [];
  for (const preset of presets) {
    for (const page of pages.filter((p) => only.length === 0 || only.includes(p.path))) {
      const url = `${server.url}${page.path}`;
      const results: PageRun[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(url, preset, page.session));
      const last = results.at(-1)!;
      if (new URL(last.finalUrl).pathname !== page.path) {
        throw new Error(`${page.path} ended on ${last.finalUrl}: the session was not accepted`);
      }
      const name = `${preset}${page.path.replaceAll('/', '-')}.json`;
      fs.writeFileSync(path.join(OUT, name), JSON.stringify(last.lhr));
      const scores = CATEGORIES.map((c) => median(results.map((r) => r.scores[c])));
      const all = CATEGORIES.map((c) => results.map((r) => r.scores[c]).join('/'));
      const row = `| ${page.path} | ${preset} | ${scores.join(' | ')} | ${last.metrics} |`;
      rows.push(row);
      console.log(row, runs > 1 ? `(runs: ${all.join(', ')})` : '');
      if (CATEGORIES.some((c, i) => (scores[i] ?? 0) < TARGETS[c])) {
        misses.push(`\n${page.path} (${preset}) misses a target; audits costing points in the last run:`);
        misses.push(...last.failing.map((line) => `  - ${line}`));
      }
    }
  }
  console.log('\n| page | preset | performance | accessibility | best practices | metrics (last run) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\n(${runs} run(s) per page; median shown; targets: ${JSON.stringify(TARGETS)})`);
  if (misses.length > 0) {
    console.log(misses.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
