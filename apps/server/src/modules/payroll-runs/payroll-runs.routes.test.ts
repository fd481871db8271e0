import { rupeesToPaise, type PayrollRegister, type SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog } from '../../db/schema/index.ts';
import { putPayrollProfile, usePayrollSettings } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** Issue 22: the register previewed, generated payslips equal to it, the files parsed back, paid status. */
let ctx: TestContext;
let admin: TestUser;
const people: TestUser[] = [];
const at = (date: string) => `${date}T04:30:00.000Z`;
const MONTH = 'October 2026';
const PERIOD = '2026-10';

const profile = (n: number, bank = true) => ({
  pan: 'ABCDE1234F',
  uan: `10020030040${n}`,
  esiNumber: `123456789${n}`,
  workState: n % 2 === 0 ? 'MH' : 'KA',
  gender: 'male',
  bankAccount: bank ? `12345678432${n}` : null,
  ifsc: bank ? 'HDFC0001234' : null,
  taxRegime: 'new',
  pfOnFullWages: false,
});

const putProfile = (user: TestUser, body: object) => putPayrollProfile(ctx, admin, user, body);

function present(userId: string, from: number, to: number, month = '10') {
  const rows = [];
  for (let d = from; d <= to; d += 1) {
    const date = `2026-${month}-${String(d).padStart(2, '0')}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) rows.push({ userId, date, status: 'Present' });
  }
  return rows;
}

const post = (url: string, payload: object, user = admin) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(user), payload });
const get = (url: string, user = admin) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });

/** CSV bytes -> rows of fields (no quoted commas in these files). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-11-05') });
  admin = await createUser(ctx, { role: 'Admin' });
  await usePayrollSettings(ctx, admin, { pf: true, esi: true, pt: true });
  for (const [n, gross] of [2_000_000, 1_800_050, 3_500_000].entries()) {
    const user = await createUser(ctx, { baseSalaryPaise: gross, joinedOn: '2026-01-01' });
    await putProfile(user, profile(n));
    // The second person misses three days: LOP.
    await ctx.db.insert(attendance).values(present(user.id, 1, n === 1 ? 28 : 31) as never);
    people.push(user);
  }
});
afterAll(() => ctx.close());

describe('the payroll register', () => {
  let preview: PayrollRegister;

  it('previews one row per person with every code, employer contributions and totals, saving nothing', async () => {
    const res = await post('/api/admin/payroll-runs/preview', {
      employeeIds: people.map((p) => p.id),
      month: MONTH,
    });
    expect(res.statusCode, res.body).toBe(200);
    preview = res.json();
    expect(preview.rows).toHaveLength(3);
    expect(preview.codes.deductions.map((c) => c.code)).toEqual(['EPF_EE', 'ESI_EE', 'PT']);
    expect(preview.codes.employerContributions.map((c) => c.code)).toContain('EPS_ER');
    expect(preview.rows[1]!.lopDays).toBeGreaterThan(0);
    const net = preview.rows.reduce((sum, row) => sum + rupeesToPaise(row.net), 0);
    expect(rupeesToPaise(preview.totals.net)).toBe(net);
    expect(preview.missingProfiles).toEqual([]);
    expect((await get('/api/admin/salaries')).json()).toEqual([]);
  });

  it('names people whose profile lacks what a deduction that is on needs', async () => {
    const bare = await createUser(ctx, { baseSalaryPaise: 1_000_000, joinedOn: '2026-01-01' });
    const res = await post('/api/admin/payroll-runs/preview', { employeeIds: [bare.id], month: MONTH });
    expect(res.json().missingProfiles).toEqual([
      { employeeId: bare.id, employeeName: bare.name, missing: ['UAN', 'ESI number', 'gender'] },
    ]);
  });

  it('asks no ESI number of someone paid above the ESI ceiling (issue 40)', async () => {
    const above = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-01-01' });
    await ctx.db.insert(attendance).values(present(above.id, 1, 31) as never);
    const res = await post('/api/admin/payroll-runs/preview', { employeeIds: [above.id], month: MONTH });
    expect(res.json().missingProfiles).toEqual([
      { employeeId: above.id, employeeName: above.name, missing: ['UAN', 'gender'] },
    ]);
  });

  it('refuses people who do not exist, as Generate Salary Slips does (400, the same message)', async () => {
    const res = await post('/api/admin/payroll-runs/preview', {
      employeeIds: [people[0]!.id, '00000000-0000-4000-8000-000000000000'],
      month: MONTH,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('One or more selected employees no longer exist.');
  });

  it('equals the generated payslips to the paisa, and the register file carries the same totals', async () => {
    const res = await post('/api/admin/generate-salary', {
      employeeIds: people.map((p) => p.id),
      month: MONTH,
    });
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const records = (await get('/api/admin/salaries')).json() as SalaryRecord[];
    expect(records).toHaveLength(3);
    const payslips = records.reduce((sum, r) => sum + rupeesToPaise(r.amount), 0);
    expect(rupeesToPaise(preview.totals.net)).toBe(payslips);
    for (const row of preview.rows)
      expect(records.find((r) => r.employeeId === row.employeeId)!.breakdown!.net).toBe(row.net);

    const file = await get(`/api/admin/payroll-runs/${PERIOD}/register?format=csv`);
    expect(file.statusCode, file.body).toBe(200);
    const rows = csvRows(file.body);
    const netColumn = rows[0]!.indexOf('Net Pay');
    expect(rupeesToPaise(Number(rows.at(-1)![netColumn]))).toBe(payslips);
    const xlsx = await get(`/api/admin/payroll-runs/${PERIOD}/register?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('the files', () => {
  const records = async () => (await get('/api/admin/salaries')).json() as SalaryRecord[];

  it('bank transfer: one line per person, the control total equals the total net, audited', async () => {
    const res = await get(`/api/admin/payroll-runs/${PERIOD}/bank-transfer`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual(['Beneficiary Name', 'Account Number', 'IFSC', 'Amount', 'Narration']);
    const lines = rows.slice(1, -1);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line[4] === 'Salary October 2026')).toBe(true);
    expect(lines.map((line) => line[1]).sort()).toEqual(['123456784320', '123456784321', '123456784322']);
    const total = (await records()).reduce((sum, r) => sum + rupeesToPaise(r.amount), 0);
    expect(lines.reduce((sum, line) => sum + rupeesToPaise(Number(line[3])), 0)).toBe(total);
    expect(rupeesToPaise(Number(rows.at(-1)![3]))).toBe(total);
    const audit = await ctx.db.select().from(auditLog);
    expect(audit.some((row) => row.action === 'payroll.download')).toBe(true);
  });

  it('bank transfer is refused with the names of people whose bank details are missing', async () => {
    await putProfile(people[2]!, profile(2, false));
    const res = await get(`/api/admin/payroll-runs/${PERIOD}/bank-transfer`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(people[2]!.name);
    await putProfile(people[2]!, profile(2));
  });

  it('ECR: UAN lines whose wages and shares are the payslips’', async () => {
    const res = await get(`/api/admin/payroll-runs/${PERIOD}/epfo-ecr`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .trim()
      .split('\n')
      .map((line) => line.split('#~#'));
    expect(lines).toHaveLength(3);
    for (const record of await records()) {
      const uan = `10020030040${people.findIndex((p) => p.id === record.employeeId)}`;
      const line = lines.find((l) => l[0] === uan)!;
      expect(line).toHaveLength(11);
      const b = record.breakdown!;
      const amount = (code: string) =>
        [...b.deductions, ...b.employerContributions].find((l) => l.code === code)!.amount;
      expect(Number(line[2])).toBe(Math.round(b.gross));
      expect(Number(line[6])).toBe(amount('EPF_EE'));
      expect(Number(line[7])).toBe(amount('EPS_ER'));
      expect(Number(line[8])).toBe(amount('EPF_ER'));
      // EPF wages (whole rupees, as EPFO takes them): the earned Basic up to ₹15,000, whose 12% is the share.
      expect(Math.abs(Number(line[3]) * 0.12 - amount('EPF_EE'))).toBeLessThanOrEqual(1);
    }
  });

  it('ESIC and PT: wages and PT equal the payslips, PT grouped by state', async () => {
    const all = await records();
    const esic = csvRows((await get(`/api/admin/payroll-runs/${PERIOD}/esic`)).body);
    expect(esic.slice(1)).toHaveLength(3);
    // Issue 40: the third person (₹35,000, above the ₹21,000 ceiling) is out of coverage: reason 4, 0 days, 0 wages.
    const covered = all.filter((r) => r.breakdown!.employerContributions.some((l) => l.code === 'ESI_ER'));
    expect(covered).toHaveLength(2);
    const gross = covered.reduce((sum, r) => sum + rupeesToPaise(r.breakdown!.gross), 0);
    expect(esic.slice(1).reduce((sum, row) => sum + rupeesToPaise(Number(row[3])), 0)).toBe(gross);
    const outside = esic.find((row) => row[0] === '1234567892')!;
    expect([outside[2], Number(outside[3]), outside[4]]).toEqual(['0', 0, '4']);
    expect(esic.filter((row) => row[4] === '4')).toHaveLength(1);
    const pt = csvRows((await get(`/api/admin/payroll-runs/${PERIOD}/professional-tax`)).body);
    const ptTotal = all.reduce(
      (sum, r) => sum + rupeesToPaise(r.breakdown!.deductions.find((l) => l.code === 'PT')?.amount ?? 0),
      0,
    );
    expect(rupeesToPaise(Number(pt.at(-1)![4]))).toBe(ptTotal);
    expect(pt.some((row) => row[2] === 'Total MH')).toBe(true);
  });

  it('a period with no finalised records has no files (404)', async () => {
    const res = await get('/api/admin/payroll-runs/2026-03/bank-transfer');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No finalised salary records for March 2026.');
  });
});

describe('paid status', () => {
  it('marks chosen people paid with a date; the others stay Generated', async () => {
    const res = await post(`/api/admin/payroll-runs/${PERIOD}/paid`, {
      employeeIds: [people[0]!.id],
      paidOn: '2026-11-05',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '1 salary record(s) for October 2026 marked paid.', count: 1 });
    const mine = (await get(`/api/employees/${people[0]!.id}/salaries`, people[0]!)).json() as SalaryRecord[];
    expect(mine[0]).toMatchObject({ status: 'Paid', paidOn: '2026-11-05' });
    const other = (
      await get(`/api/employees/${people[1]!.id}/salaries`, people[1]!)
    ).json() as SalaryRecord[];
    expect(other[0]).toMatchObject({ status: 'Generated', paidOn: null });
  });

  it('refuses a bad date with a message and changes nothing', async () => {
    const res = await post(`/api/admin/payroll-runs/${PERIOD}/paid`, { paidOn: '05/11/2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose the payment date as YYYY-MM-DD.');
  });
});
