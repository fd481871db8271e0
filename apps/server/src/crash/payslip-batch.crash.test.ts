import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlace, type Place } from '../test/org-place.ts';
import { openSession } from '../backup/sql-session.ts';
import { expectedOctoberNet, seedPeople, type SeededPerson } from '../test/crash-seed.ts';
import { startServer, tokenSigner, type ServerProcess } from '../test/crash-server.ts';

// Seven chunks of 100: the kill lands inside the batch, not before or after it. With 350 (four chunks) a quiet
// machine wrote every payslip between the poll that saw the third chunk's files and the SIGKILL landing.
const PEOPLE = 650;

const slipFiles = (place: Place) => {
  const dir = path.join(place.dataDir, 'files', 'salary-slips');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.pdf')) : [];
};

describe('SIGKILL in the middle of a salary-slip batch', () => {
  let place: Place;
  let people: SeededPerson[];
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    place = await newPlace({ fromTemplate: true });
    people = await seedPeople(place, PEOPLE);
  }, 900_000);
  afterAll(async () => {
    await server?.kill9();
    await place.dispose();
  });

  it('restarts, finishes the batch, and leaves exactly one record and one file per person', async () => {
    const sign = await tokenSigner();
    const admin = people[0]!;
    const employees = people.slice(1);
    const headers = { authorization: `Bearer ${sign(admin)}`, 'content-type': 'application/json' };

    server = await startServer(place);
    const res = await fetch(`${server.url}/api/admin/generate-salary`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ employeeIds: employees.map((p) => p.id), month: 'October 2026' }),
    });
    expect(res.status).toBe(202);

    // Kill once the second chunk's payslips are on disk: the later chunks are being rendered, written or committed
    // (files on disk, their records not committed). Waiting for a count between two hundreds is not reliable:
    // the pool writes a chunk's hundred files within a few milliseconds, so a poll may only ever see 100, 200...
    for (;;) {
      const files = slipFiles(place).length;
      if (files > 150) break;
      if (files >= PEOPLE) throw new Error('The batch finished before the kill: make it bigger.');
      await sleep(5);
    }
    const deadPid = server.pid;
    await server.kill9();
    server = null;
    const filesAtKill = slipFiles(place).length;
    expect(filesAtKill).toBeLessThan(PEOPLE);
    if (!place.databaseUrl) {
      // The dead server's lock is still there; the next start must take it over, not refuse.
      expect(fs.readFileSync(path.join(place.dataDir, 'server.lock'), 'utf8')).toContain(String(deadPid));
    }

    server = await startServer(place);
    for (;;) {
      const list = await fetch(`${server.url}/api/admin/salaries`, { headers });
      expect(list.status).toBe(200);
      if (((await list.json()) as unknown[]).length === PEOPLE && slipFiles(place).length === PEOPLE) break;
      await sleep(250);
    }
    await server.stop();
    server = null;

    const session = await openSession({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
    try {
      const records = await session.query<{ user_id: string; amount_paise: string; slip_key: string }>(
        `SELECT user_id, amount_paise::text, slip_key FROM salary_records WHERE period_year = 2026 AND period_month = 10`,
      );
      expect(records).toHaveLength(PEOPLE);
      expect(new Set(records.map((r) => r.user_id)).size).toBe(PEOPLE);
      const byId = new Map(employees.map((p) => [p.id, p]));
      for (const record of records)
        expect(Number(record.amount_paise), record.user_id).toBe(
          expectedOctoberNet(byId.get(record.user_id)!),
        );
      // Exactly the files the records point at: nothing lost, no orphan from the chunk the kill interrupted.
      const keys = records.map((r) => r.slip_key.replace('salary-slips/', '')).sort();
      expect(slipFiles(place).sort()).toEqual(keys);
      for (const key of keys.slice(0, 20))
        expect(
          fs
            .readFileSync(path.join(place.dataDir, 'files', 'salary-slips', key))
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      const [batch] = await session.query<{ finished: boolean; done: number; failed: string | null }>(
        `SELECT finished_at IS NOT NULL AS finished, (result->>'done')::int AS done, result->>'failed' AS failed
           FROM job_runs WHERE job = 'salary-slips'`,
      );
      expect(batch).toEqual({ finished: true, done: PEOPLE, failed: null });
    } finally {
      await session.close();
    }
  }, 900_000);
});
