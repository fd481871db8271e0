import { addDays, monthStart, rupeesToPaise, type Role } from '@hrms/shared';

import { FAMILY_NAMES, GIVEN_NAMES, SCRIPT_NAMES } from './names.ts';
import type { Random } from './random.ts';

export interface PlannedPerson {
  name: string;
  email: string;
  role: Role;
  baseSalaryPaise: number;
  joinedOn: string;
}

/** The three sign-in accounts the demo prints (one per role) are always the first of their role. */
export const DEMO_ACCOUNTS = {
  Admin: 'admin@example.com',
  HR: 'hr@example.com',
  Employee: 'employee@example.com',
} as const satisfies Record<Role, string>;

/** Whole rupees in paise, rounded to the nearest ₹500 as real pay scales are. */
const salary = (random: Random, min: number, max: number) =>
  rupeesToPaise(Math.round(random.int(min, max) / 500) * 500);

/** Where the Indian-script names go: the 3rd and 7th Employee (never a printed sign-in account). */
const SCRIPT_NAME_OFFSETS = [2, 6];

/**
 * People with distinct Indian names: about one HR person per 13, one Admin (two from 20 people), the rest
 * Employees; most joined years ago, a few during the window so the payroll's joining rule shows. About one
 * Employee in six earns ₹15,000-21,000 (ESI covers them); Admins ₹2-2.6 lakh a month, so TDS shows even on a
 * demo whose tax year has only its own two or three months of slips (docs/payroll.md, "TDS projection"). With `scriptNames` (the full demo) two Employees
 * write their names in Devanagari and Tamil.
 */
export function planPeople(
  random: Random,
  count: number,
  windowStart: string,
  { scriptNames = false }: { scriptNames?: boolean } = {},
): PlannedPerson[] {
  const admins = count >= 20 ? 2 : 1;
  const hrs = Math.max(1, Math.round(count / 13));
  const used = new Set<string>();
  const emails = new Set<string>();
  const people: PlannedPerson[] = [];
  for (let i = 0; i < count; i += 1) {
    const role: Role = i < admins ? 'Admin' : i < admins + hrs ? 'HR' : 'Employee';
    let name = '';
    for (let tries = 0; tries < 20 && (!name || used.has(name)); tries += 1)
      name = `${random.pick(GIVEN_NAMES)} ${random.pick(FAMILY_NAMES)}`;
    // Past the distinct pairs (bench scale), a middle initial keeps names unique.
    if (used.has(name))
      name = `${name.split(' ')[0]} ${String.fromCharCode(65 + (i % 26))}. ${name.split(' ')[1]}`;
    used.add(name);
    const first = i === 0 || i === admins || i === admins + hrs;
    let email = first ? DEMO_ACCOUNTS[role] : `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
    const script = scriptNames ? SCRIPT_NAMES[SCRIPT_NAME_OFFSETS.indexOf(i - admins - hrs)] : undefined;
    if (script) ({ name, email } = script);
    if (emails.has(email)) email = email.replace('@', `.${i}@`);
    emails.add(email);
    const joinsLate = role === 'Employee' && !first && i % 17 === 5;
    people.push({
      name,
      email,
      role,
      baseSalaryPaise:
        role === 'Admin'
          ? salary(random, 200_000, 260_000)
          : role === 'HR'
            ? salary(random, 60_000, 90_000)
            : i % 6 === 4
              ? salary(random, 15_000, 21_000)
              : salary(random, 22_000, 120_000),
      joinedOn: joinsLate
        ? addDays(monthStart(windowStart, -1), random.int(3, 20))
        : addDays(windowStart, -random.int(200, 1500)),
    });
  }
  return people;
}
