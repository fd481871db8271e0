import { describe, expect, it } from 'vitest';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { IMPORT_MESSAGES, type ImportResult } from '@hrms/shared';
import type { PeopleImportDeps } from './people-import.service.ts';
import {
  countLike,
  csv,
  ctx,
  header,
  hr,
  post,
  usePeopleImportApp,
  xlsx,
  type Row,
} from '../../test/people-import.ts';

/* Bulk import of people (issue 43), bad files and all-or-nothing: today Friday 27 November 2026 in Asia/Kolkata. */
usePeopleImportApp();
describe('bad files', () => {
  it('refuses a file that is neither CSV nor XLSX (415), a broken XLSX (400) and a wrong header (400)', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]);
    expect((await post(png, true, hr, 'application/octet-stream')).json()).toEqual({
      message: IMPORT_MESSAGES.fileType,
      code: 'unsupported_media_type',
    });
    const broken = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]);
    expect((await post(broken, true)).json()).toEqual({
      message: IMPORT_MESSAGES.unreadable,
      code: 'invalid_input',
    });
    const wrong = await post(Buffer.from('who,what\nx,y\n'), true, hr, 'text/csv');
    expect(wrong.json()).toEqual({ message: IMPORT_MESSAGES.unknownColumn('who'), code: 'invalid_input' });
  });

  it('refuses more than 5 MB (413) and more than 10,000 rows (413) before any row is read', async () => {
    const big = await post(Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), true, hr, 'text/csv');
    expect(big.statusCode).toBe(413);
    const many = Buffer.from(`name,email\n${'A,a@b.c\n'.repeat(10_001)}`);
    expect((await post(many, true, hr, 'text/csv')).json()).toEqual({
      message: IMPORT_MESSAGES.tooManyRows,
      code: 'payload_too_large',
    });
  });

  it('never runs a formula: a formula cell reads as its saved value, a text cell starting with = is refused', async () => {
    const file = await xlsx(
      [{ name: '=HYPERLINK("http://evil.test","x")', email: 'f1@import.test' }],
      [
        [
          { value: 'Formula Person', type: String },
          { value: 'CONCAT("f2","@import.test")', type: 'Formula' },
        ],
      ],
    );
    const body = (await post(file, true)).json<ImportResult>();
    expect(body.problems[0]).toMatchObject({ row: 2, column: 'name', message: IMPORT_MESSAGES.formula });
    // The formula cell has no saved value, so the e-mail is blank: nothing was computed.
    expect(body.problems[1]).toMatchObject({ row: 3, column: 'email', message: IMPORT_MESSAGES.required });
  });

  it('reads wrong types as text: a number where a name goes, a date cell as the joining date', async () => {
    const data: SheetData = [
      header.map((value) => ({ value })),
      header.map((c) =>
        c === 'name'
          ? { value: 12345, type: Number }
          : c === 'email'
            ? { value: 'typed@import.test' }
            : c === 'joinedOn'
              ? { value: new Date('2026-05-04T00:00:00Z'), type: Date, format: 'dd/mm/yyyy' }
              : c === 'baseSalary'
                ? { value: 'lots' }
                : null,
      ),
    ];
    const body = (await post(await writeExcelFile(data).toBuffer(), true)).json<ImportResult>();
    expect(body.problems).toEqual([
      {
        row: 2,
        column: 'baseSalary',
        value: 'lots',
        message: 'The base salary must be a non-negative amount in rupees (at most two decimals).',
      },
    ]);
  });

  it('is all or nothing: a fault after 10,000 accounts are written leaves none of them', async () => {
    const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk${i}@fault.test`,
    }));
    const deps = (ctx.app.services.peopleImport as unknown as { deps: PeopleImportDeps }).deps;
    deps.afterAccounts = (created) => {
      expect(created).toBe(10_000);
      throw new Error('injected fault at the end of the file');
    };
    try {
      const res = await post(csv(rows), false, hr, 'text/csv');
      expect(res.statusCode).toBe(500);
    } finally {
      deps.afterAccounts = undefined;
    }
    expect(await countLike('%@fault.test')).toBe(0);
  });
});
