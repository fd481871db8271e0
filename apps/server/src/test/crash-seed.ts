import path from 'node:path';
import type { Place } from './org-place.ts';
import { openDatabase } from '../db/client.ts';
import { attendance, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';

export interface SeededPerson {
  id: string;
  role: 'Admin' | 'Employee';
  baseSalaryPaise: number;
  /** October 2026 working days this person was Absent (Present on every other one). */
  absentDays: number;
}

/** October 2026 without its Sundays (4, 11, 18, 25): 27 working days. */
const OCTOBER_WORKING_DAYS = Array.from({ length: 31 }, (_, i) => i + 1).filter(
  (day) => ![4, 11, 18, 25].includes(day),
);

/**
 * Puts an Admin and `count` people (with October attendance) straight into the database before the server
 * starts: creating hundreds through the API would mostly time password hashing, not what these tests are about.
 */
export async function seedPeople(place: Place, count: number): Promise<SeededPerson[]> {
  const handle = await openDatabase({
    databaseUrl: place.databaseUrl,
    pgliteDir: place.databaseUrl ? undefined : path.join(place.dataDir, 'pglite'),
  });
  try {
    const passwordHash = await hashPassword('crash-test-password');
    const values = Array.from({ length: count + 1 }, (_, i) => ({
      name: i === 0 ? 'Crash Admin' : `Person ${String(i).padStart(4, '0')}`,
      email: `person${i}@crash.test`,
      passwordHash,
      role: (i === 0 ? 'Admin' : 'Employee') as SeededPerson['role'],
      // Odd paise on purpose: the amounts must round exactly the same however often a chunk is redone.
      baseSalaryPaise: 2_500_000 + i * 1_337,
      joinedOn: '2026-01-01',
    }));
    const rows = await handle.db.insert(users).values(values).returning({ id: users.id });
    const people = rows.map((row, i) => ({
      id: row.id,
      role: values[i]!.role,
      baseSalaryPaise: values[i]!.baseSalaryPaise,
      absentDays: i % 4,
    }));
    const marks = people.flatMap((person) =>
      OCTOBER_WORKING_DAYS.map((day, index) => ({
        userId: person.id,
        date: `2026-10-${String(day).padStart(2, '0')}`,
        status: (index < person.absentDays ? 'Absent' : 'Present') as 'Absent' | 'Present',
        source: 'manual',
      })),
    );
    for (let i = 0; i < marks.length; i += 2000)
      await handle.db.insert(attendance).values(marks.slice(i, i + 2000));
    return people;
  } finally {
    await handle.close();
  }
}

/**
 * The October 2026 net pay, worked out here independently of the server's code: 31 days, 4 Sundays paid,
 * every working day Present but `absentDays`; net = base x paid days / 31, rounded half up to the paisa.
 */
export function expectedOctoberNet(person: SeededPerson): number {
  const paidDays = BigInt(31 - person.absentDays);
  const twice = (BigInt(person.baseSalaryPaise) * paidDays * 2n) / 31n;
  return Number((twice + 1n) / 2n);
}
