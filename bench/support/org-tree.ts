// The organisation the structure benches share (issue 42): `people` accounts (person 1 the Admin), 200
// departments, 20 designations, 3 locations, and a four-way reporting tree (person n reports to person
// (n - 2) / 4 + 1: 8 levels for 10,000 people), then fresh statistics as after a bulk load. Bench code only.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export interface TreePerson {
  id: string;
  role: 'Admin' | 'Employee';
  reports: number;
}

export async function seedOrgTree(db: Database, people: number): Promise<TreePerson[]> {
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role, joined_on)
    SELECT 'Person ' || n, 'person' || n || '@bench.test', 'not-a-hash', CASE WHEN n = 1 THEN 'Admin' ELSE 'Employee' END::role, '2026-01-01'
    FROM generate_series(1, ${people}) n`);
  await db.execute(
    sql`INSERT INTO departments (name) SELECT 'Department ' || n FROM generate_series(1, 200) n`,
  );
  await db.execute(
    sql`INSERT INTO designations (name) SELECT 'Designation ' || n FROM generate_series(1, 20) n`,
  );
  await db.execute(
    sql`INSERT INTO locations (name, state) VALUES ('Pune', 'MH'), ('Bengaluru', 'KA'), ('Chennai', 'TN')`,
  );
  await db.execute(sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY employee_no) AS n FROM users),
         d AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM departments),
         g AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM designations),
         l AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM locations)
    INSERT INTO person_placements (user_id, effective_from, department_id, designation_id, location_id, manager_id)
    SELECT p.id, '2026-01-01', d.id, g.id, l.id, m.id
    FROM p
    JOIN d ON d.n = p.n % 200 + 1 JOIN g ON g.n = p.n % 20 + 1 JOIN l ON l.n = p.n % 3 + 1
    LEFT JOIN p m ON p.n > 1 AND m.n = (p.n - 2) / 4 + 1`);
  // What the maintenance job (PGlite) or autovacuum (PostgreSQL) does after a bulk load: fresh statistics.
  await db.execute(sql`ANALYZE`);
  const rows = (await db.execute(sql`
    SELECT u.id, u.role, (SELECT count(*) FROM person_placements r WHERE r.manager_id = u.id)::int AS reports
    FROM users u ORDER BY u.employee_no`)) as unknown as { rows: TreePerson[] };
  return rows.rows;
}
