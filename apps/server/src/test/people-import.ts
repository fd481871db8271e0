import { afterAll, beforeAll } from 'vitest';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { like } from 'drizzle-orm';
import { IMPORT_CONTENT_TYPES, PEOPLE_IMPORT_COLUMNS } from '@hrms/shared';
import { users } from '../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from './test-app.ts';

/* The people import's tests (issue 43), split by theme: today Friday 27 November 2026 in Asia/Kolkata. */
export let ctx: TestContext;
export let admin: TestUser;
export let hr: TestUser;
export let employee: TestUser;

export const header = [...PEOPLE_IMPORT_COLUMNS];
export type Row = Partial<Record<(typeof PEOPLE_IMPORT_COLUMNS)[number], string>>;
const cells = (row: Row) => header.map((c) => row[c] ?? '');

/** A real .xlsx made by a spreadsheet library: text cells, as the template's. */
export async function xlsx(rows: Row[], extra: SheetData = []): Promise<Buffer> {
  const data: SheetData = [
    header.map((value) => ({ value })),
    ...rows.map((row) => cells(row).map((value) => (value ? { value, type: String } : null))),
    ...extra,
  ];
  return writeExcelFile(data).toBuffer();
}
export const csv = (rows: Row[]) =>
  Buffer.from([header.join(','), ...rows.map((r) => cells(r).join(','))].join('\r\n'), 'utf8');

export const post = (
  body: Buffer,
  dryRun: boolean,
  by: TestUser = hr,
  contentType: string = IMPORT_CONTENT_TYPES.xlsx,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/imports/people?dryRun=${dryRun}`,
    headers: { ...bearer(by), 'content-type': contentType },
    payload: body,
  });

export const countLike = async (pattern: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(like(users.email, pattern))).length;

/** One app per test file, with an Admin, an HR and one stored person. */
export function usePeopleImportApp(): void {
  beforeAll(async () => {
    ctx = await createTestApp({ now: '2026-11-27T04:30:00.000Z' });
    admin = await createUser(ctx, { role: 'Admin' });
    hr = await createUser(ctx, { role: 'HR' });
    employee = await createUser(ctx, { name: 'Existing Person', email: 'existing@import.test' });
  });
  afterAll(() => ctx.close());
}
