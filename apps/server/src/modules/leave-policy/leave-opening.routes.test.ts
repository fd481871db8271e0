import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPENING_CSV_MAX_CHARS,
  OPENING_MESSAGES as M,
  SME_LEAVE_PRESET,
  type LeaveBalance,
  type OpeningResult,
} from '@hrms/shared';
import { auditLog, leaveLedger } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Issue 40, item 5. Friday 20 November 2026 in Kolkata; the SME preset applied today, so long-serving staff
// hold only November's 1.5 days of Paid Leave (dated today) and Sick Leave's 12 (docs/leave.md).
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let priya: TestUser;
let ravi: TestUser;

const csvFile = (name: string) => readFile(new URL(`./testdata/${name}`, import.meta.url), 'utf8');

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, hr, priya, ravi] = await Promise.all([
    createUser(ctx, { role: 'Admin' }),
    createUser(ctx, { role: 'HR' }),
    createUser(ctx, { name: 'Priya Opening', email: 'priya.opening@example.com' }),
    createUser(ctx, { name: 'Ravi Opening', email: 'ravi.opening@example.com' }),
  ]);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/leave-policies',
    headers: bearer(admin),
    payload: { policies: Object.entries(SME_LEAVE_PRESET).map(([type, policy]) => ({ type, ...policy })) },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const post = (user: TestUser, path: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/leave-opening-balances${path}`,
    headers: bearer(user),
    payload,
  });
async function available(user: TestUser, type: string): Promise<number | null> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/leave-balances`,
    headers: bearer(user),
  });
  return (res.json() as LeaveBalance[]).find((b) => b.type === type)!.available;
}
const openingRows = (user: TestUser) =>
  ctx.db
    .select()
    .from(leaveLedger)
    .where(and(eq(leaveLedger.userId, user.id), eq(leaveLedger.kind, 'opening')));

describe('opening balances from a CSV file', () => {
  it('a dry run lists every row’s error with its line; applying such a file saves nothing (422)', async () => {
    const csv = await csvFile('opening-balances-errors.csv');
    const res = await post(hr, '/csv', { asOf: '2026-11-20', dryRun: true, csv });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OpeningResult;
    expect(body.applied).toBe(false);
    expect(body.rows.map((row) => [row.line, row.error])).toEqual([
      [2, M.unknownEmail],
      [3, M.takesFrom('Half Day', 'Paid Leave')],
      [4, M.noQuota('Short Leave')],
      [5, M.type],
      [6, M.days],
      [7, M.columns],
      [8, null],
      [9, M.twice],
    ]);
    expect(body.errors).toBe(7);
    expect(body.rows[6]).toMatchObject({ employeeName: 'Ravi Opening', days: 5, before: 1.5 });

    const applied = await post(hr, '/csv', { asOf: '2026-11-20', csv });
    expect(applied.statusCode).toBe(422);
    expect(applied.json().message).toBe(M.hasErrors);
    expect(await openingRows(ravi)).toHaveLength(0);
  });

  it('checks, then applies in one go: the balance on the date becomes the file’s figure, audited once', async () => {
    const csv = await csvFile('opening-balances.csv');
    const checked = await post(hr, '/csv', { asOf: '2026-11-20', dryRun: true, csv });
    expect(checked.statusCode, checked.body).toBe(200);
    expect((checked.json() as OpeningResult).rows).toEqual([
      expect.objectContaining({
        line: 2,
        employeeId: priya.id,
        type: 'Paid Leave',
        days: 9.5,
        before: 1.5,
        error: null,
      }),
      expect.objectContaining({
        line: 3,
        employeeId: priya.id,
        type: 'Sick Leave',
        days: 4,
        before: 12,
        error: null,
      }),
      expect.objectContaining({
        line: 4,
        employeeId: ravi.id,
        type: 'Paid Leave',
        days: 12,
        before: 1.5,
        error: null,
      }),
    ]);
    expect(await openingRows(priya)).toHaveLength(0);

    const res = await post(hr, '/csv', { asOf: '2026-11-20', csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, errors: 0 });
    expect(await available(priya, 'Paid Leave')).toBe(9.5);
    expect(await available(priya, 'Sick Leave')).toBe(4);
    expect(await available(ravi, 'Paid Leave')).toBe(12);
    // The opening row holds the difference: 8 + November's 1.5 accrued = 9.5.
    expect((await openingRows(priya)).find((row) => row.type === 'Paid Leave')?.daysHundredths).toBe(800);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'leave.opening_balances'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(hr.id);

    // Again for the same year replaces the opening, never adds a second one.
    const again = await post(admin, '', {
      asOf: '2026-11-20',
      rows: [{ employeeId: priya.id, type: 'Paid Leave', days: 7 }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await available(priya, 'Paid Leave')).toBe(7);
    expect((await openingRows(priya)).filter((row) => row.type === 'Paid Leave')).toHaveLength(1);
  });

  it('refuses the whole file when it cannot be read (400) or is too large, and a date after today', async () => {
    const cases: [object, string][] = [
      [{ asOf: '2026-11-20', csv: 'name,days\nx,1' }, M.header],
      [{ asOf: '2026-11-20', csv: 'email,type,days\n' }, M.empty],
      [{ asOf: '2026-11-20', csv: 'x'.repeat(OPENING_CSV_MAX_CHARS + 1) }, M.tooLarge],
      [{ asOf: '2026-11-21', csv: 'email,type,days\npriya.opening@example.com,Paid Leave,1' }, M.asOf],
      [{ asOf: '2026-02-30', csv: 'email,type,days\npriya.opening@example.com,Paid Leave,1' }, M.asOf],
    ];
    for (const [payload, message] of cases) {
      const res = await post(admin, '/csv', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await post(priya, '/csv', { asOf: '2026-11-20', csv: 'email,type,days' })).statusCode).toBe(403);
  });
});

describe('opening balances from the screen', () => {
  it('as of a date before the policy: the accruals since come on top', async () => {
    const asha = await createUser(ctx, { name: 'Asha Opening' });
    const res = await post(admin, '', {
      asOf: '2026-10-31',
      rows: [
        { employeeId: asha.id, type: 'Paid Leave', days: 9 },
        { employeeId: 'not-a-person', type: 'Paid Leave', days: 1 },
      ],
      dryRun: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as OpeningResult).rows.map((row) => row.error)).toEqual([null, M.unknownPerson]);

    const saved = await post(admin, '', {
      asOf: '2026-10-31',
      rows: [{ employeeId: asha.id, type: 'Paid Leave', days: 9 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 9 on 31 October, then November's 1.5 accrued under the preset.
    expect(await available(asha, 'Paid Leave')).toBe(10.5);
  });
});
