import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type TestUser } from '../test/test-app.ts';
import { form, PDF_BYTES, PNG_BYTES } from '../test/upload-fixtures.ts';
import { createBackup } from './backup.ts';
import { listTables, readSequences } from './catalog.ts';
import { restoreBackup } from './restore.ts';
import { openSession, quoteIdent } from './sql-session.ts';
import { filesUnder, newPlace, startOrg, type Place, type RunningOrg } from '../test/org-place.ts';

/** Every row of every table (and the migrations table and sequences), as PostgreSQL's own JSON text. */
async function snapshot(place: Place) {
  const session = await openSession({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
  try {
    const tables: Record<string, string[]> = {};
    for (const table of await listTables(session)) {
      const rows = await session.query<{ j: string }>(
        `SELECT row_to_json(t)::text AS j FROM public.${quoteIdent(table)} t ORDER BY 1`,
      );
      tables[table] = rows.map((row) => row.j);
    }
    const migrations = await session.query<{ j: string }>(
      'SELECT row_to_json(m)::text AS j FROM drizzle.__drizzle_migrations m ORDER BY id',
    );
    return { tables, migrations: migrations.map((row) => row.j), sequences: await readSequences(session) };
  } finally {
    await session.close();
  }
}

async function populate(org: RunningOrg): Promise<{ admin: TestUser; people: TestUser[] }> {
  const { app, ctx } = org;
  const call = async (
    who: TestUser,
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    status: number,
  ) => {
    const res = await app.inject({ method, url, headers: bearer(who), payload: payload as never });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  const admin = await createUser(ctx, { role: 'Admin', baseSalaryPaise: 9_000_000 });
  const hr = await createUser(ctx, { role: 'HR', baseSalaryPaise: 5_000_000 });
  const people = [admin, hr];
  for (let i = 0; i < 3; i += 1)
    people.push(await createUser(ctx, { baseSalaryPaise: 3_000_001 + i, joinedOn: '2026-10-05' }));
  const added = await call(
    admin,
    'POST',
    '/api/admin/employees',
    form(
      {
        name: 'Meera Nair',
        email: 'meera@example.com',
        password: 'secret-pass',
        role: 'Employee',
        baseSalary: '41000.75',
        joinedOn: '2026-09-01',
      },
      { file: { name: 'offer.pdf', data: PDF_BYTES } },
    ),
    201,
  );
  const employee = people[2]!;
  for (const person of people.slice(2))
    await call(person, 'POST', `/api/employees/${person.id}/punch-in`, {}, 200);
  await call(
    employee,
    'PUT',
    `/api/details/${employee.id}`,
    form(
      { personalEmail: 'me@home.example' },
      {
        resume: { name: 'cv.pdf', data: PDF_BYTES },
        panCardFront: { name: 'pan.png', data: PNG_BYTES, type: 'image/png' },
      },
    ),
    200,
  );
  const leave = await call(
    people[3]!,
    'POST',
    `/api/employees/${people[3]!.id}/leaves`,
    { type: 'Paid Leave', startDate: '2026-11-24', reason: 'Family' },
    201,
  );
  await call(hr, 'PUT', `/api/hr/leave-requests/${leave._id ?? leave.id}/approve`, undefined, 200);
  await call(
    hr,
    'POST',
    '/api/hr/notifications',
    { recipient: 'all', message: 'Office closed on Monday' },
    201,
  );
  await call(
    employee,
    'POST',
    '/api/events',
    { title: 'Team lunch', description: 'At noon', date: '2026-11-20', time: '12:30' },
    201,
  );
  await call(
    admin,
    'POST',
    '/api/tasks',
    {
      title: 'Q4 report',
      description: 'Figures',
      date: '2026-11-23',
      time: '11:00',
      assignedTo: employee.id,
    },
    201,
  );
  const ids = [...people.map((p) => p.id), added._id ?? added.id];
  await call(admin, 'POST', '/api/admin/generate-salary', { employeeIds: ids, month: 'October 2026' }, 202);
  await app.services.payroll.whenIdle();
  return { admin, people };
}

describe('backup and restore', () => {
  let source: Place;
  let target: Place;
  let archive: string;
  let admin: TestUser;
  beforeAll(async () => {
    source = await newPlace({ fromTemplate: true });
    target = await newPlace();
    archive = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}.tar.gz`);
    const org = await startOrg(source);
    try {
      ({ admin } = await populate(org));
    } finally {
      await org.close();
    }
  }, 600_000);
  afterAll(async () => {
    fs.rmSync(archive, { force: true });
    await source.dispose();
    await target.dispose();
  });

  it('round-trips every table, every row, every sequence and every file', async () => {
    const manifest = await createBackup({ ...source, out: archive });
    expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600');
    expect(manifest.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'salary_records', 'attendance']),
    );
    // Foreign-key order: a table comes after the tables it points at.
    const order = manifest.tables.map((t) => t.name);
    for (const child of ['attendance', 'salary_records', 'notification_recipients'])
      expect(order.indexOf('users')).toBeLessThan(order.indexOf(child));
    expect(order.indexOf('notifications')).toBeLessThan(order.indexOf('notification_recipients'));

    await restoreBackup({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, archive });

    const before = await snapshot(source);
    const after = await snapshot(target);
    expect(Object.keys(after.tables).sort()).toEqual(Object.keys(before.tables).sort());
    for (const table of Object.keys(before.tables))
      expect(after.tables[table], table).toEqual(before.tables[table]);
    expect(after.migrations).toEqual(before.migrations);
    expect(after.sequences).toEqual(before.sequences);
    // The organisation really had data of every kind.
    for (const table of [
      'users',
      'attendance',
      'leave_requests',
      'salary_records',
      'employee_documents',
      'notifications',
      'notification_recipients',
      'events',
      'tasks',
    ])
      expect(before.tables[table]!.length, table).toBeGreaterThan(0);

    const sourceFiles = filesUnder(path.join(source.dataDir, 'files'));
    expect(sourceFiles.size).toBeGreaterThanOrEqual(6 + 3); // six slips, the offer letter, resume, photo
    expect(filesUnder(path.join(target.dataDir, 'files'))).toEqual(sourceFiles);
    expect(fs.readFileSync(path.join(target.dataDir, 'jwt-secret'))).toEqual(
      fs.readFileSync(path.join(source.dataDir, 'jwt-secret')),
    );
  }, 600_000);

  it('the restored organisation runs: old sessions and slip links still work', async () => {
    const org = await startOrg(target);
    try {
      const list = await org.app.inject({
        method: 'GET',
        url: '/api/admin/salaries',
        headers: bearer(admin),
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveLength(6);
      const slip = await org.app.inject({ method: 'GET', url: list.json()[0].slipPath });
      expect(slip.statusCode).toBe(200);
      expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await org.close();
    }
  }, 600_000);

  it('refuses to restore over an organisation', async () => {
    await expect(
      restoreBackup({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, archive }),
    ).rejects.toThrow(/only loads into an empty data folder/);
  }, 300_000);

  it('refuses a damaged archive before loading anything', async () => {
    const damaged = `${archive}.damaged`;
    const tar = zlib.gunzipSync(fs.readFileSync(archive));
    tar[600] = tar[600]! ^ 0xff; // inside the first table's rows
    fs.writeFileSync(damaged, zlib.gzipSync(tar));
    const fresh = await newPlace();
    try {
      await expect(
        restoreBackup({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl, archive: damaged }),
      ).rejects.toThrow(/damaged/);
      expect(fs.existsSync(path.join(fresh.dataDir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(damaged, { force: true });
      await fresh.dispose();
    }
  }, 300_000);
});
