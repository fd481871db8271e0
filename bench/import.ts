// Bulk import at scale (issue 43): a real XLSX of 10,000 people (every column filled), its dry run and its
// commit through POST /api/imports/people, each timed; meanwhile the floor route is called one request at a
// time, and its rate during the import is compared with its rate just before, in the same process and run.
//   node --import tsx bench/import.ts [--people 10000]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/import.ts
import { sql } from 'drizzle-orm';
import { PEOPLE_IMPORT_COLUMNS, type ImportResult } from '@hrms/shared';
import { toXlsx } from '../apps/server/src/lib/export/xlsx.ts';
import { startBenchApp } from './support/bench-app.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { measureFloor, rate } from './support/floor.ts';
import { argNumber, loadAverage } from './support/measure.ts';

const PEOPLE = argNumber('people', 10_000);
// Friday 20 November 2026, 10:00 in Asia/Kolkata.
const NOW = '2026-11-20T04:30:00.000Z';
const letters = (n: number) =>
  Array.from({ length: 5 }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26))).join('');

function person(n: number): Record<(typeof PEOPLE_IMPORT_COLUMNS)[number], string> {
  return {
    name: `Imported Person ${n}`,
    email: `imported${n}@bench.test`,
    role: 'Employee',
    employeeCode: '',
    joinedOn: '2026-04-01',
    baseSalary: String(25_000 + (n % 50) * 1000),
    pan: `${letters(n)}${String(n % 10_000).padStart(4, '0')}F`,
    uan: String(100_000_000_000 + n),
    esiNumber: '',
    bankAccount: String(1_000_000_000 + n),
    ifsc: 'HDFC0001234',
    ptState: 'KA',
    taxRegime: 'new',
    devicePin: '',
  };
}

try {
  const bench = await startBenchApp('import', NOW, 20);
  const { app, db } = bench;
  const [admin] = (
    (await db.execute(sql`
      INSERT INTO users (name, email, password_hash, role, joined_on)
      VALUES ('Bench Admin', 'admin@bench.test', 'not-a-hash', 'Admin', '2026-01-01') RETURNING id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const auth = `Bearer ${app.jwt.sign({ sub: admin!.id, role: 'Admin', tv: 0 })}`;
  // The export writer: typed text cells, as a spreadsheet program saves them.
  const file = await toXlsx({
    title: 'People',
    columns: PEOPLE_IMPORT_COLUMNS.map((header) => ({ header, kind: 'text' as const })),
    rows: Array.from({ length: PEOPLE }, (_, i) => PEOPLE_IMPORT_COLUMNS.map((c) => person(i + 1)[c])),
  });
  console.log(
    `\n## Bulk import (${bench.engine}) — ${PEOPLE.toLocaleString('en-US')} people, XLSX of ${(file.length / 1024 / 1024).toFixed(2)} MB (load ${loadAverage()})`,
  );
  console.log('\n| step | seconds | answer | floor before | floor during | during ÷ before |');
  console.log('|---|---|---|---|---|---|');
  for (const dryRun of [true, false]) {
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
    const res = await app.inject({
      method: 'POST',
      url: `/api/imports/people?dryRun=${dryRun}`,
      headers: { authorization: auth, 'content-type': 'application/octet-stream' },
      payload: file,
    });
    const seconds = (performance.now() - start) / 1000;
    done = true;
    await floorLoop;
    const body = res.json<ImportResult>();
    if (res.statusCode !== 200 || body.problems.length > 0)
      throw new Error(`import: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const during = floorCount / seconds;
    console.log(
      `| ${dryRun ? 'dry run' : 'commit'} | ${seconds.toFixed(1)} | ${body.created.toLocaleString('en-US')} to create | ${rate(before.perSecond)} | ${rate(during)} | ${(during / before.perSecond).toFixed(2)}x |`,
    );
  }
  await bench.close();
} finally {
  await dropLeftoverDatabases();
}
