import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlace, type Place } from '../test/org-place.ts';
import { openSession } from '../backup/sql-session.ts';
import { seedPeople, type SeededPerson } from '../test/crash-seed.ts';
import { startServer, tokenSigner, type ServerProcess } from '../test/crash-server.ts';

// Enough people that the burst outlasts the kill: punch-ins are answered a batch (up to 500) at a time
// (attendance.punch-in.ts), so the middle half (600) is more than one batch.
const PEOPLE = 1200;

describe('SIGKILL in the middle of a punch-in burst', () => {
  let place: Place;
  let people: SeededPerson[];
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    place = await newPlace({ fromTemplate: true });
    people = (await seedPeople(place, PEOPLE)).slice(1);
  }, 900_000);
  afterAll(async () => {
    await server?.kill9();
    await place.dispose();
  });

  it('keeps every acknowledged punch, and a retry never makes a second row', async () => {
    const sign = await tokenSigner();
    const punch = (url: string, person: SeededPerson) =>
      fetch(`${url}/api/employees/${person.id}/punch-in`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sign(person)}` },
      });

    server = await startServer(place);
    const running = server;
    const acknowledged = new Map<string, string>(); // person -> the check-in time (HH:MM) answered
    let killed: Promise<void> | null = null;
    const send = (group: SeededPerson[], killOnAnswer: boolean) =>
      Promise.allSettled(
        group.map(async (person) => {
          const res = await punch(running.url, person);
          if (res.status !== 200) return;
          const body = (await res.json()) as { checkIn: string };
          acknowledged.set(person.id, body.checkIn);
          if (killOnAnswer) killed ??= running.kill9();
        }),
      );
    // A quarter first, all answered; then half at once, killed at their first answer (the rest of that half
    // in flight: more than one batch of 500, so not all in the first); the last quarter only after the kill,
    // so some are always unanswered, however slow or fast the machine.
    const quarter = Math.floor(people.length / 4);
    await send(people.slice(0, quarter), false);
    await send(people.slice(quarter, people.length - quarter), true);
    await killed;
    await send(people.slice(people.length - quarter), false);
    server = null;
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(PEOPLE);
    if (!place.databaseUrl) expect(fs.existsSync(path.join(place.dataDir, 'server.lock'))).toBe(true);

    server = await startServer(place);
    // The retries go a hundred at a time: 1,200 connections at once overflow the listen backlog (511), and on a
    // busy machine the kernel then drops SYNs until fetch's 10 s connect limit fails the test (the crash suite
    // beside Playwright, issue 41). Their concurrency is not what this checks; the burst above is.
    const retries: { person: SeededPerson; res: Response }[] = [];
    for (let i = 0; i < people.length; i += 100) {
      const group = people.slice(i, i + 100);
      retries.push(
        ...(await Promise.all(
          group.map(async (person) => ({ person, res: await punch(server!.url, person) })),
        )),
      );
    }
    for (const { person, res } of retries) {
      // An acknowledged punch is already there (409); anyone else gets in now (200). Nothing else.
      // (An unacknowledged punch may still have committed before the kill: then 409 too.)
      if (acknowledged.has(person.id)) expect(res.status, person.id).toBe(409);
      else expect([200, 409], person.id).toContain(res.status);
    }
    await server.stop();
    server = null;

    const session = await openSession({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
    try {
      const rows = await session.query<{ user_id: string; check_in: string }>(
        `SELECT user_id, to_char(check_in AT TIME ZONE 'Asia/Kolkata', 'HH24:MI') AS check_in
           FROM attendance WHERE date = '2026-11-20'`,
      );
      expect(rows).toHaveLength(PEOPLE);
      expect(new Set(rows.map((r) => r.user_id)).size).toBe(PEOPLE);
      const checkIns = new Map(rows.map((r) => [r.user_id, r.check_in]));
      for (const [id, checkIn] of acknowledged) expect(checkIns.get(id), id).toBe(checkIn);
    } finally {
      await session.close();
    }
  }, 900_000);
});
