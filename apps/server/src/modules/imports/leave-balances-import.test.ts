import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MESSAGES,
  KIND_IMPORT_MESSAGES as K,
  LEAVE_BALANCE_IMPORT_COLUMNS,
  OPENING_MESSAGES as O,
  SME_LEAVE_PRESET,
  formatEmployeeId,
  type ImportResult,
  type LeaveBalance,
} from '@hrms/shared';
import { auditLog, leaveLedger, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/* The leave-balances import (issue 43): Friday 20 November 2026 in Kolkata, the SME preset applied today. */
let ctx: TestContext;
let hr: TestUser;
let priya: TestUser;
let ravi: TestUser;

type Row = Partial<Record<(typeof LEAVE_BALANCE_IMPORT_COLUMNS)[number], string>>;
const header = [...LEAVE_BALANCE_IMPORT_COLUMNS];
const cells = (row: Row) => header.map((c) => row[c] ?? '');
const csv = (rows: Row[]) =>
  Buffer.from([header.join(','), ...rows.map((r) => cells(r).join(','))].join('\n'));
async function xlsx(rows: Row[]): Promise<Buffer> {
  const data: SheetData = [
    header.map((value) => ({ value })),
    ...rows.map((row) => cells(row).map((value) => (value ? { value, type: String } : null))),
  ];
  return writeExcelFile(data).toBuffer();
}
const post = (body: Buffer, dryRun: boolean, type: string = IMPORT_CONTENT_TYPES.csv) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/imports/leave-balances?dryRun=${dryRun}`,
    headers: { ...bearer(hr), 'content-type': type },
    payload: body,
  });
async function available(user: TestUser, type: string): Promise<number | null> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/leave-balances`,
    headers: bearer(user),
  });
  return (res.json() as LeaveBalance[]).find((b) => b.type === type)!.available;
}
const openings = async () =>
  ctx.db
    .select()
    .from(leaveLedger)
    .where(and(eq(leaveLedger.kind, 'opening')));

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  priya = await createUser(ctx, { name: 'Priya Import', email: 'priya@leave-import.test' });
  ravi = await createUser(ctx, { name: 'Ravi Import', email: 'ravi@leave-import.test' });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/leave-policies',
    headers: bearer(admin),
    payload: { policies: Object.entries(SME_LEAVE_PRESET).map(([type, policy]) => ({ type, ...policy })) },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('the leave-balances import', () => {
  it('names every problem by row and column, by the opening-balance rules, and writes nothing', async () => {
    const res = await post(
      csv([
        { email: 'nobody@leave-import.test', type: 'Paid Leave', days: '3', asOf: '2026-11-20' },
        { email: 'priya@leave-import.test', type: 'Paid Leave', days: '-1', asOf: '2026-11-20' },
        { email: 'priya@leave-import.test', type: 'Paid Leave', days: '3', asOf: '2026-11-21' },
        { email: 'priya@leave-import.test', type: 'Half Day', days: '3', asOf: '2026-11-20' },
        { email: 'priya@leave-import.test', type: 'Short Leave', days: '3', asOf: '20/11/2026' },
        { email: 'priya@leave-import.test', type: 'Gardening', days: '3', asOf: '2026-11-20' },
        { email: 'ravi@leave-import.test', type: 'Paid Leave', days: '5', asOf: '2026-11-20' },
        { email: 'ravi@leave-import.test', type: 'Paid Leave', days: '6', asOf: '2026-11-20' },
        { email: 'ravi@leave-import.test', type: '=SUM(A1)', days: '6', asOf: '2026-11-20' },
      ]),
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().problems.map((p) => [p.row, p.column, p.value, p.message])).toEqual([
      [2, 'email', 'nobody@leave-import.test', K.unknownPerson],
      [3, 'days', '-1', O.days],
      [4, 'asOf', '2026-11-21', K.asOf],
      [5, 'type', 'Half Day', O.takesFrom('Half Day', 'Paid Leave')],
      [6, 'type', 'Short Leave', O.noQuota('Short Leave')],
      [7, 'type', 'Gardening', O.type],
      [9, 'type', 'Paid Leave', O.twice],
      [10, 'type', '=SUM(A1)', IMPORT_MESSAGES.formula],
      [10, 'type', '', IMPORT_MESSAGES.required],
    ]);
    expect(await openings()).toEqual([]);
    expect(await available(ravi, 'Paid Leave')).toBe(1.5);
  });

  it('commits an XLSX file in one go (code, then e-mail), audited with its hash; the same file again changes nothing', async () => {
    const [stored] = await ctx.db.select({ no: users.employeeNo }).from(users).where(eq(users.id, priya.id));
    const file = await xlsx([
      { employeeCode: formatEmployeeId(stored!.no), type: 'Paid Leave', days: '9.5', asOf: '20/11/2026' },
      { email: 'priya@leave-import.test', type: 'Sick Leave', days: '4', asOf: '2026-11-20' },
      { email: 'ravi@leave-import.test', type: 'Sick Leave', days: '12', asOf: '2026-11-20' },
    ]);
    const dry = (await post(file, true, IMPORT_CONTENT_TYPES.xlsx)).json<ImportResult>();
    expect(dry).toMatchObject({ kind: 'leave-balances', created: 2, unchanged: 1, problems: [] });
    expect(await openings()).toEqual([]);
    const first = (await post(file, false, IMPORT_CONTENT_TYPES.xlsx)).json<ImportResult>();
    expect(first).toMatchObject({ created: 2, updated: 0, unchanged: 1 });
    expect(await available(priya, 'Paid Leave')).toBe(9.5);
    expect(await available(priya, 'Sick Leave')).toBe(4);
    const again = (await post(file, false, IMPORT_CONTENT_TYPES.xlsx)).json<ImportResult>();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await openings()).toHaveLength(2);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'leave.opening_import'));
    expect(audits.map((a) => (a.after as { fileSha256: string }).fileSha256)).toContain(first.fileHash);
    const changed = csv([
      { email: 'priya@leave-import.test', type: 'Paid Leave', days: '8', asOf: '2026-11-20' },
    ]);
    expect((await post(changed, false)).json<ImportResult>()).toMatchObject({ updated: 1 });
    expect(await available(priya, 'Paid Leave')).toBe(8);
  });

  it('is all or nothing: a bad row among good ones writes none of them', async () => {
    const before = await openings();
    const res = await post(
      csv([
        { email: 'ravi@leave-import.test', type: 'Paid Leave', days: '7', asOf: '2026-11-20' },
        { email: 'ravi@leave-import.test', type: 'Short Leave', days: '1', asOf: '2026-11-20' },
      ]),
      false,
    );
    expect(res.json<ImportResult>().problems).toHaveLength(1);
    expect(await openings()).toEqual(before);
    expect(await available(ravi, 'Paid Leave')).toBe(1.5);
  });

  it('has a template of its own', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/leave-balances/template?format=csv',
      headers: bearer(hr),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.split(/\r?\n/)[0]).toContain('employeeCode,email,type,days,asOf');
  });
});
