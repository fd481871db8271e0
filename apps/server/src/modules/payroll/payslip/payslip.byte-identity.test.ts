import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, salaryRecords, users } from '../../../db/schema/index.ts';
import {
  putPayrollProfile,
  requestPayslips,
  usePayrollSettings,
} from '../../../test/payroll-fixtures.test-helper.ts';
import { renderPayslip } from './payslip-pdf.ts';
import { samplePayslip } from './payslip-samples.test-helper.ts';
import {
  bearer,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

/*
 * Issue 41: payroll moves between rooms without changing a byte anyone receives. A fixed seeded run (fixed clock,
 * names, profiles, attendance) is generated for September, October (statutory lines off) and November 2026 (PF,
 * ESI, PT and TDS on): ESI-covered and not, PT in MH and KA and none, loss of pay, a cut-off-free past month, a
 * joiner mid-month, arrears of revisions back-dated into the finalised months. Every payslip PDF's SHA-256 and
 * the records' amounts and breakdowns (as stored) must equal the digests recorded from the code before the move.
 * A deliberate change of the payslip or the pay updates these constants in the same commit, with the reason.
 */
const at = (date: string) => `${date}T04:30:00.000Z`; // 10:00 in Kolkata

let ctx: TestContext;
let admin: TestUser;
const people: TestUser[] = [];

interface Seed {
  name: string;
  grossPaise: number;
  joinedOn: string;
  profile: Record<string, unknown> | null;
}

const profile = (n: number, workState: string | null, extra: Record<string, unknown> = {}) => ({
  pan: `ABCDE${1230 + n}F`,
  uan: `10020030040${n}`,
  esiNumber: `123456789${n}`,
  workState,
  gender: n % 2 ? 'female' : 'male',
  bankAccount: `12345678432${n}`,
  ifsc: 'HDFC0001234',
  taxRegime: 'new',
  pfOnFullWages: false,
  ...extra,
});

const SEEDS: Seed[] = [
  { name: 'Asha Rao', grossPaise: 1_800_000, joinedOn: '2026-01-01', profile: profile(1, 'KA') },
  { name: 'Bala Iyer', grossPaise: 30_000_000, joinedOn: '2026-01-01', profile: profile(2, 'MH') },
  { name: 'Chitra Nair', grossPaise: 3_000_000, joinedOn: '2026-01-01', profile: profile(3, null) },
  {
    name: 'Dev Menon',
    grossPaise: 2_500_000,
    joinedOn: '2026-01-01',
    profile: profile(4, 'MH', { pfOnFullWages: true }),
  },
  { name: 'Esha Kapoor', grossPaise: 1_200_000, joinedOn: '2026-11-10', profile: profile(5, 'MH') },
  { name: 'Farhan Ali', grossPaise: 9_000_000, joinedOn: '2026-01-01', profile: null },
];

async function mark(userId: string, from: string, to: string, status = 'Present'): Promise<void> {
  const rows = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0)
      rows.push({ userId, date: d.toISOString().slice(0, 10), status, source: 'manual' });
  await ctx.db.insert(attendance).values(rows as never);
}

async function generate(month: string, who: TestUser[] = people): Promise<void> {
  const res = await requestPayslips(
    ctx,
    admin,
    who.map((p) => p.id),
    month,
  );
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.services.payroll.whenIdle();
}

async function revise(user: TestUser, effectiveFrom: string, monthlyGross: number): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/salary-revisions`,
    headers: bearer(admin),
    payload: { effectiveFrom, monthlyGross, override: null },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest('hex');

/** The month's records in name order: each payslip's digest and what the record holds (no ids, no file keys). */
async function monthDigests(year: number, month: number) {
  const rows = await ctx.db
    .select({ record: salaryRecords, name: users.name })
    .from(salaryRecords)
    .innerJoin(users, eq(users.id, salaryRecords.userId))
    .where(eq(salaryRecords.periodMonth, month))
    .orderBy(asc(users.name));
  const payslips: Record<string, string> = {};
  const records = [];
  for (const { record, name } of rows) {
    if (record.periodYear !== year) continue;
    payslips[name] = sha256(await ctx.app.services.storage.read(record.slipKey!));
    const { id: _id, userId: _userId, slipKey: _slipKey, generatedBy: _by, ...kept } = record;
    records.push({ name, ...kept });
  }
  return { payslips, records: sha256(JSON.stringify(records)) };
}

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-10-05') });
  admin = await createUser(ctx, { role: 'Admin', name: 'Admin Person', email: 'admin@acme.example' });
  for (const [index, seed] of SEEDS.entries()) {
    const user = await createUser(ctx, {
      name: seed.name,
      email: `person${index + 1}@acme.example`,
      baseSalaryPaise: seed.grossPaise,
      joinedOn: seed.joinedOn,
    });
    if (seed.profile) await putPayrollProfile(ctx, admin, user, seed.profile);
    people.push(user);
  }
  const [asha, bala, chitra, dev, esha, farhan] = people as [
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
  ];
  // Asha is unmarked 29-31 October and absent 5 November; Chitra takes two absent days in September;
  // Esha joins 10 November; Farhan is marked up to 20 November only (unmarked days after: loss of pay).
  await mark(asha.id, '2026-09-01', '2026-10-28');
  await mark(asha.id, '2026-11-01', '2026-11-30');
  await ctx.db
    .update(attendance)
    .set({ status: 'Absent' } as never)
    .where(and(eq(attendance.userId, asha.id), eq(attendance.date, '2026-11-05')));
  await mark(bala.id, '2026-09-01', '2026-11-30');
  await mark(chitra.id, '2026-09-01', '2026-09-14');
  await mark(chitra.id, '2026-09-15', '2026-09-16', 'Absent');
  await mark(chitra.id, '2026-09-17', '2026-11-30');
  await mark(dev.id, '2026-09-01', '2026-11-30');
  await mark(esha.id, '2026-11-10', '2026-11-30');
  await mark(farhan.id, '2026-09-01', '2026-11-20');

  await usePayrollSettings(ctx, admin, { pf: true, esi: true, pt: true, tds: true });
  await generate('September 2026', [asha, bala, chitra, dev, farhan]);
  await usePayrollSettings(ctx, admin, {});
  ctx.clock.set(at('2026-11-02'));
  await generate('October 2026', [asha, bala, chitra, dev, farhan]);
  await revise(asha, '2026-09-01', 21_000);
  await revise(bala, '2026-09-01', 360_000);
  await revise(chitra, '2026-11-01', 33_000);
  await usePayrollSettings(ctx, admin, { pf: true, esi: true, pt: true, tds: true });
  ctx.clock.set(at('2026-12-03'));
  await generate('November 2026');
});
afterAll(() => ctx.close());

describe('payslips of a fixed seeded run are byte-identical to the recorded ones', () => {
  it('the sample payslip (every part of the page, rendered on this thread)', async () => {
    expect(sha256(await renderPayslip(samplePayslip()))).toBe(SAMPLE);
  });

  it('September 2026 (every statutory line on)', async () => {
    expect(await monthDigests(2026, 9)).toEqual(SEPTEMBER);
  });

  it('October 2026 (statutory lines off)', async () => {
    expect(await monthDigests(2026, 10)).toEqual(OCTOBER);
  });

  it('November 2026 (arrears, a joiner, loss of pay, PF on full wages)', async () => {
    expect(await monthDigests(2026, 11)).toEqual(NOVEMBER);
  });
});

// Recorded from the code before issue 41's moves (commit 9c73edf).
const SAMPLE = '6f7d556eb484351f4af54a7ae51e194691458bfa8275ca48bcf224a759071d11';
const SEPTEMBER = {
  records: '5d9f33791fa3d443a8a9d9de91740aa2412a5affe03f98921e73609186f777b4',
  payslips: {
    'Asha Rao': '4aa6c934903b25597374bb9d0343d4ad08a973211a5470d02d4c99dacfea8cb5',
    'Bala Iyer': '5a6e9c5d7e9f6721ca478e1c4614c8795c11b2966c2e3e0032dad56d3f641a4a',
    'Chitra Nair': 'f5cb948ef4e19c7f207795017ee6f01027e2e79345e82373e6df9b9515f56a88',
    'Dev Menon': '311945c6293180905302c99c7326e68c14429b218bdb8f00adcd74069733e2ec',
    'Farhan Ali': '383475dfc67ea475f495e6a9e17dde5757038d6b2f93e68e1794fa6c1ffede31',
  },
};
const OCTOBER = {
  records: '19f342c0a6ca9fb3015fb9dd526786f492d9b8214ef271b8c441c1172b285028',
  payslips: {
    'Asha Rao': 'a3d3ba2d43f7d146e7827a4673b0f18663a8670868371b110bc997c9ba59283c',
    'Bala Iyer': '78d9fb1917c26676a553e814dfc213b4f8293195845957eec71fef62832d4406',
    'Chitra Nair': 'b3a5eaef2e97783bc5e908ddaa8094aba3c097163a794efe44e198d43062d1bf',
    'Dev Menon': 'd51102b6c863d1ce6f313f300e40d3d35234a26de0c3b5e7fecce6585c072a0a',
    'Farhan Ali': '07fa1ada7d8aef5994a19dd7806f339d75414c347e6dae34befc2d9a2cdcce29',
  },
};
const NOVEMBER = {
  records: 'e0c7a703e2b96f8b099fb7025e3a8d539336b468e2d7a103f559003bf9031553',
  payslips: {
    'Asha Rao': '71c850f1e2e2eab1279123ea86f8d3e94aebf5c62c6d5f71dd0056b7efc05e93',
    'Bala Iyer': 'a7bde22be723f7d53aea9431ee07774c814303c0430cddfcb9b5b8dddc2c84fe',
    'Chitra Nair': '542fc116bb4436c6d832e44c5beeea2eae4562a0163e96c13f5ebfba64da3113',
    'Dev Menon': 'e14cbff9fcb9a6d949cac1981fd1ef17029db32b9b5e4d9956c6a1d4c150c501',
    'Esha Kapoor': '838d7f9a5e9a402bc07b7186e091db0652b987b584614d7efc9224ac37e39411',
    'Farhan Ali': '0199f542aa307d6dd32485fd2f1bb49dbf1fa8565f710f7327e8b2e6c5b37430',
  },
};
