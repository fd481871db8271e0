import { type OrgStructure, type SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { putPayrollProfile, usePayrollSettings } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Professional Tax by the state of the person's location on the slip's month's last day (issue 42, "Rules that
 * read the structure"; docs/payroll-statutory.md, "Professional Tax by location"): the Maharashtra and
 * Karnataka examples per person (a nil PT is no line: 'none') in a two-location organisation (Pune, MH; Bengaluru, KA), February's ₹300, a
 * move between states mid-year, and people without a location keeping their payroll profile's state.
 */
let ctx: TestContext;
let admin: TestUser;
let pune: string;
let bengaluru: string;
let headOffice: string;

const at = (date: string) => `${date}T04:30:00.000Z`; // 10:00 in Kolkata

function present(from: string, to: string): { date: string; status: string }[] {
  const rows: { date: string; status: string }[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0) rows.push({ date: d.toISOString().slice(0, 10), status: 'Present' });
  return rows;
}

async function location(name: string, state: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/locations',
    headers: bearer(admin),
    payload: { name, state },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function place(user: TestUser, locationId: string, effectiveFrom: string): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/employees/${user.id}/placement`,
    headers: bearer(admin),
    payload: { locationId, effectiveFrom },
  });
  expect(res.statusCode, res.body).toBe(200);
}

interface Person {
  user: TestUser;
  label: string;
}

async function person(
  label: string,
  grossPaise: number,
  gender: 'male' | 'female',
  workState: string | null,
  places: [string, string][],
): Promise<Person> {
  const user = await createUser(ctx, { name: label, baseSalaryPaise: grossPaise, joinedOn: '2026-04-01' });
  await putPayrollProfile(ctx, admin, user, { workState, gender, taxRegime: 'new', pfOnFullWages: false });
  for (const [locationId, from] of places) await place(user, locationId, from);
  await ctx.db
    .insert(attendance)
    .values(present('2026-09-01', '2027-02-28').map((row) => ({ userId: user.id, ...row }) as never));
  return { user, label };
}

/** Each person's PT line (₹) and its basis for the month, generated the day after the month ends. */
async function ptOf(people: Person[], month: string, day: string): Promise<Record<string, string>> {
  ctx.clock.set(at(day));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: people.map((p) => p.user.id), month },
  });
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
  const out: Record<string, string> = {};
  for (const p of people) {
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${p.user.id}/salaries`,
      headers: bearer(admin),
    });
    const record = (list.json() as SalaryRecord[]).find((r) => r.month === month)!;
    const line = record.breakdown!.deductions.find((d) => d.code === 'PT');
    out[p.label] = line ? `${line.amount} ${line.basis}` : 'none';
  }
  return out;
}

let people: Person[];

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-08-20') });
  admin = await createUser(ctx, { role: 'Admin' });
  await usePayrollSettings(ctx, admin, { pt: true }); // default state MH
  pune = await location('Pune office', 'MH');
  bengaluru = await location('Bengaluru branch', 'KA');
  const structure = await ctx.app.inject({
    method: 'GET',
    url: '/api/org/structure',
    headers: bearer(admin),
  });
  headOffice = (structure.json() as OrgStructure).locations.find((l) => l.name === 'Head office')!.id;
  people = [
    await person('Pune man 20k', 2_000_000, 'male', null, [[pune, '2026-04-01']]),
    await person('Pune woman 20k', 2_000_000, 'female', null, [[pune, '2026-04-01']]),
    await person('Pune woman 30k', 3_000_000, 'female', null, [[pune, '2026-04-01']]),
    // The profile says KA; the Pune location wins while the person is placed there.
    await person('Pune man 20k, profile KA', 2_000_000, 'male', 'KA', [[pune, '2026-04-01']]),
    await person('Bengaluru man 20k', 2_000_000, 'male', null, [[bengaluru, '2026-04-01']]),
    await person('Bengaluru man 30k', 3_000_000, 'male', null, [[bengaluru, '2026-04-01']]),
    // Pune until 30/09, Bengaluru from 01/10: September MH, October KA.
    await person('Mover 20k', 2_000_000, 'male', null, [
      [pune, '2026-04-01'],
      [bengaluru, '2026-10-01'],
    ]),
    // Bengaluru from 15/11: November is KA's (the location on the month's last day).
    await person('Mid-month mover 30k', 3_000_000, 'male', null, [
      [pune, '2026-04-01'],
      [bengaluru, '2026-11-15'],
    ]),
    // No placement: the profile's state, as before the structure.
    await person('Unplaced, profile KA, 20k', 2_000_000, 'male', 'KA', []),
    await person('Unplaced, no profile state, 20k', 2_000_000, 'male', null, []),
    // Head office has no state of its own: the profile's (KA), else the settings' default (MH).
    await person('Head office, profile KA, 30k', 3_000_000, 'male', 'KA', [[headOffice, '2026-04-01']]),
  ];
});
afterAll(() => ctx.close());

describe('Professional Tax by location', () => {
  it.each([
    [
      'September 2026',
      '2026-10-01',
      {
        'Pune man 20k': '200 PT Maharashtra, September slab',
        'Pune woman 20k': 'none',
        'Pune woman 30k': '200 PT Maharashtra, September slab',
        'Pune man 20k, profile KA': '200 PT Maharashtra, September slab',
        'Bengaluru man 20k': 'none',
        'Bengaluru man 30k': '200 PT Karnataka, September slab',
        'Mover 20k': '200 PT Maharashtra, September slab',
        'Mid-month mover 30k': '200 PT Maharashtra, September slab',
        'Unplaced, profile KA, 20k': 'none',
        'Unplaced, no profile state, 20k': '200 PT Maharashtra, September slab',
        'Head office, profile KA, 30k': '200 PT Karnataka, September slab',
      },
    ],
    [
      'October 2026',
      '2026-11-01',
      {
        'Pune man 20k': '200 PT Maharashtra, October slab',
        'Pune woman 20k': 'none',
        'Pune woman 30k': '200 PT Maharashtra, October slab',
        'Pune man 20k, profile KA': '200 PT Maharashtra, October slab',
        'Bengaluru man 20k': 'none',
        'Bengaluru man 30k': '200 PT Karnataka, October slab',
        'Mover 20k': 'none',
        'Mid-month mover 30k': '200 PT Maharashtra, October slab',
        'Unplaced, profile KA, 20k': 'none',
        'Unplaced, no profile state, 20k': '200 PT Maharashtra, October slab',
        'Head office, profile KA, 30k': '200 PT Karnataka, October slab',
      },
    ],
    [
      'November 2026',
      '2026-12-01',
      {
        'Mover 20k': 'none',
        'Mid-month mover 30k': '200 PT Karnataka, November slab',
      },
    ],
    [
      'February 2027',
      '2027-03-01',
      {
        'Pune man 20k': '300 PT Maharashtra, February slab',
        'Pune woman 20k': 'none',
        'Pune woman 30k': '300 PT Maharashtra, February slab',
        'Pune man 20k, profile KA': '300 PT Maharashtra, February slab',
        'Bengaluru man 20k': 'none',
        'Bengaluru man 30k': '300 PT Karnataka, February slab',
        'Mover 20k': 'none',
        'Mid-month mover 30k': '300 PT Karnataka, February slab',
        'Unplaced, profile KA, 20k': 'none',
        'Unplaced, no profile state, 20k': '300 PT Maharashtra, February slab',
        'Head office, profile KA, 30k': '300 PT Karnataka, February slab',
      },
    ],
  ])('%s: each person by their location state on the month-end', async (month, day, expected) => {
    const got = await ptOf(people, month, day);
    expect(Object.fromEntries(Object.keys(expected).map((k) => [k, got[k]]))).toEqual(expected);
  });
});
