import { formatEmployeeId, TAX_FORMS_MESSAGES as M, type Form130Bulk } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, salaryRecords, users } from '../../db/schema/index.ts';
import { payslipTexts } from '../payroll/payslip/pdf-text.test-helper.ts';
import { bearer, createUser, type TestUser } from '../../test/test-app.ts';
import { seededTaxYear, type SeededYear } from '../../test/tax-year-seed.test-helper.ts';
import { FORM130_BULK_JOB, finishBulk, insertBulk } from './form130-bulk.repository.ts';

/**
 * Bulk Form 130 through the API (issue 44, docs/tax-year.md "Bulk Form 130"): the seeded year (Asha, Ravi) and
 * Meera make three certificates; the run goes in the background, its status shows the progress and a signed link
 * to a ZIP of one PDF a person named by employee code; a person whose figures cannot be made is listed with the
 * reason while the others are certified; mail: true leaves each certified person a notice and its mail.
 */
let w: SeededYear;
let admin: TestUser;
let hr: TestUser;
let meera: TestUser;

beforeAll(async () => {
  w = await seededTaxYear();
  ({ admin, hr } = w);
  meera = await createUser(w.ctx, { name: 'Meera Iyer', baseSalaryPaise: 5_000_000, joinedOn: '2025-01-01' });
  await w.seedSlip(meera, 2026, 6, 50_000, 1_000);
  await w.seedSlip(meera, 2026, 7, 50_000, 1_000);
});
afterAll(() => w.ctx.close());

const inject = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  w.ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

async function runToEnd(user: TestUser, area: 'admin' | 'hr', body: object): Promise<Form130Bulk> {
  const started = await inject(user, 'POST', `/api/${area}/tax-forms/form130/bulk`, body);
  expect(started.statusCode, started.body).toBe(202);
  const run = started.json<Form130Bulk>();
  expect(run).toMatchObject({ year: 2026, label: '2026-27', total: 3 });
  await w.ctx.app.services.form130Bulk.whenIdle();
  const res = await inject(user, 'GET', `/api/${area}/tax-forms/form130/bulk/${run.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Form130Bulk>();
}

async function zipOf(run: Form130Bulk): Promise<Map<string, string[]>> {
  expect(run.zipUrl).toMatch(/^\/api\/files\//);
  const res = await w.ctx.app.inject({ method: 'GET', url: run.zipUrl! });
  expect(res.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const texts = new Map<string, string[]>();
  for (const [name, body] of Object.entries(files)) texts.set(name, (await payslipTexts(body)).texts);
  return texts;
}

const codeOf = async (user: TestUser) => {
  const [row] = await w.ctx.db.select({ no: users.employeeNo }).from(users).where(eq(users.id, user.id));
  return formatEmployeeId(row!.no);
};

describe('bulk Form 130', () => {
  it('HR makes every certificate of the year: a ZIP of three PDFs, each named by employee code and naming its person', async () => {
    const run = await runToEnd(hr, 'hr', { year: 2026 });
    expect(run).toMatchObject({ status: 'finished', done: 3, total: 3, failures: [], mail: false });
    const zip = await zipOf(run);
    expect([...zip.keys()].sort()).toEqual(
      [await codeOf(w.asha), await codeOf(w.ravi), await codeOf(meera)].map((code) => `${code}.pdf`).sort(),
    );
    expect(zip.get(`${await codeOf(w.asha)}.pdf`)).toEqual(
      expect.arrayContaining(['Asha Rao', 'ABCDE1234F']),
    );
    expect(zip.get(`${await codeOf(w.ravi)}.pdf`)).toContain('Ravi Das');
    expect(zip.get(`${await codeOf(meera)}.pdf`)).toEqual(
      expect.arrayContaining(['Meera Iyer', '1,00,000.00']),
    );
  });

  it('one person’s failure is listed with its reason and does not stop the others; mail: true tells those certified', async () => {
    // Ravi's slip as no payroll run writes it: his certificate cannot be made.
    await w.ctx.db
      .update(salaryRecords)
      .set({ payBreakdown: { grossPaise: 1 } })
      .where(eq(salaryRecords.userId, w.ravi.id));
    const run = await runToEnd(admin, 'admin', { year: 2026, mail: true });
    expect(run).toMatchObject({ status: 'finished', done: 3, total: 3, mail: true });
    expect(run.failures).toEqual([
      { personId: w.ravi.id, employeeId: await codeOf(w.ravi), name: 'Ravi Das', reason: expect.any(String) },
    ]);
    const zip = await zipOf(run);
    expect([...zip.keys()].sort()).toEqual(
      [`${await codeOf(w.asha)}.pdf`, `${await codeOf(meera)}.pdf`].sort(),
    );
    const notice = M.bulkReady('Form 130', '2026-27');
    for (const [person, told] of [
      [w.asha, true],
      [meera, true],
      [w.ravi, false],
    ] as const) {
      const own = await inject(person, 'GET', `/api/employees/${person.id}/notifications`);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<{ message: string }[]>().some((n) => n.message === notice)).toBe(told);
    }
    await w.ctx.app.services.mail.idle();
    const mails = await w.ctx.db
      .select({ userId: mailMessages.userId })
      .from(mailMessages)
      .where(eq(mailMessages.kind, 'notification'));
    expect(mails.map((m) => m.userId).sort()).toEqual([w.asha.id, meera.id].sort());
  });

  it('a second run of a year answers 409 while one runs; an unknown run 404; an employee 403', async () => {
    const id = crypto.randomUUID();
    const state = {
      year: 2026,
      mail: false,
      requestedBy: admin.id,
      done: 0,
      total: 3,
      failures: [],
      zipKey: null,
    };
    expect(await insertBulk(w.ctx.db, id, state, new Date())).toBe(true);
    const again = await inject(hr, 'POST', '/api/hr/tax-forms/form130/bulk', { year: 2026 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.bulkRunning });
    const running = await inject(hr, 'GET', `/api/hr/tax-forms/form130/bulk/${id}`);
    expect(running.json()).toMatchObject({ status: 'running', done: 0, zipUrl: null });
    await finishBulk(w.ctx.db, id, 2026, { zipKey: null, failed: 'stopped by the test' }, new Date());
    expect((await inject(hr, 'GET', `/api/hr/tax-forms/form130/bulk/${id}`)).json()).toMatchObject({
      status: 'failed',
      zipUrl: null,
    });
    const unknown = await inject(hr, 'GET', `/api/hr/tax-forms/form130/bulk/${crypto.randomUUID()}`);
    expect(unknown.json()).toEqual({ message: M.bulkNotFound, code: 'not_found' });
    expect((await inject(w.asha, 'POST', '/api/hr/tax-forms/form130/bulk', { year: 2026 })).statusCode).toBe(
      403,
    );
    const empty = await inject(admin, 'POST', '/api/admin/tax-forms/form130/bulk', { year: 2030 });
    expect(empty.statusCode).toBe(409);
    expect(FORM130_BULK_JOB).toBe('form130-bulk');
  });
});
