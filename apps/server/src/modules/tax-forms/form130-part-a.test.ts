import { PART_A_MESSAGES as M, type Form130Bulk, type PartAList, type PartAReport } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { unzipSync, zipSync } from 'fflate';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, taxForm130PartA } from '../../db/schema/index.ts';
import { payslipTexts } from '../payroll/payslip/pdf-text.test-helper.ts';
import { putPayrollProfile } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createUser, type TestUser } from '../../test/test-app.ts';
import { seededTaxYear, type SeededYear } from '../../test/tax-year-seed.test-helper.ts';

/**
 * Form 130 Part A through the API (issue 44, docs/tax-year.md "Form 130 Part A"): real PDFs drawn with pdf-lib and
 * a real ZIP made with fflate; each file goes to the person whose PAN its name carries; the person's Form 130 is
 * then Part A's pages before Part B's (alone, as before, without a Part A); refusals name the file, PAN masked.
 */
let w: SeededYear;
let hr: TestUser;
let admin: TestUser;
let twinA: TestUser;

/** A PDF of Part A whose pages draw these texts, one page each. */
async function partA(...pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 14, font });
  return doc.save({ useObjectStreams: false });
}

/** A PDF whose trailer says it is encrypted (as TRACES's, locked with the TAN). */
async function lockedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2 });
  return doc.save({ useObjectStreams: false });
}

function upload(
  user: TestUser,
  area: 'admin' | 'hr',
  files: [string, Uint8Array][],
  year: string | null = '2026',
) {
  const data = new FormData();
  if (year !== null) data.append('year', year);
  for (const [name, bytes] of files) data.append('files', new Blob([new Uint8Array(bytes)]), name);
  return w.ctx.app.inject({
    method: 'POST',
    url: `/api/${area}/tax-forms/form130/part-a`,
    headers: bearer(user),
    payload: data,
  });
}

const get = (user: TestUser, url: string) => w.ctx.app.inject({ method: 'GET', url, headers: bearer(user) });

beforeAll(async () => {
  w = await seededTaxYear();
  ({ hr, admin } = w);
  await putPayrollProfile(w.ctx, admin, w.ravi, { pan: 'FGHIJ5678K' });
  // Two people given one PAN by mistake.
  twinA = await createUser(w.ctx, { name: 'Twin A' });
  const twinB = await createUser(w.ctx, { name: 'Twin B' });
  await putPayrollProfile(w.ctx, admin, twinA, { pan: 'LMNOP4321Q' });
  await putPayrollProfile(w.ctx, admin, twinB, { pan: 'LMNOP4321Q' });
});
afterAll(() => w.ctx.close());

describe('uploading Part A', () => {
  let report: PartAReport;

  it('before any upload, the certificate is Part B alone, as before', async () => {
    const res = await get(w.asha, '/api/tax-year/me/form-130?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    expect((await payslipTexts(res.rawPayload)).pages).toBe(1);
    expect(res.headers['content-disposition']).toContain('Form-130-Part-B-2026-27');
  });

  it('HR uploads a ZIP and a loose PDF: matched, unmatched with the reason, duplicates; PANs masked', async () => {
    const zip = zipSync({
      'Part A/ABCDE1234F_MUMA12345B_2027-28.pdf': await partA(
        'PART A of Asha, page 1',
        'PART A of Asha, page 2',
      ),
      'Part A/summary.pdf': await partA('no PAN'),
      'Part A/ZZZZZ9999Z_MUMA12345B_2027-28.pdf': await partA('nobody'),
      'Part A/LMNOP4321Q_MUMA12345B_2027-28.pdf': await partA('two people'),
      'Part A/abcde1234f-copy.pdf': await partA('a second one for Asha'),
      'Part A/ABCDE1234F_FGHIJ5678K.pdf': await partA('two PANs'),
      '__MACOSX/Part A/._summary.pdf': new Uint8Array([0, 5, 22, 7]),
      'Part A/': new Uint8Array(),
    });
    const res = await upload(hr, 'hr', [
      ['TRACES.zip', zip],
      ['FGHIJ5678K_MUMA12345B_2027-28.pdf', await partA('PART A of Ravi')],
      ['PQRST1111A_locked.pdf', await lockedPdf()],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    for (const pan of ['ABCDE1234F', 'FGHIJ5678K', 'LMNOP4321Q', 'ZZZZZ9999Z'])
      expect(res.body).not.toContain(pan);
    report = res.json<PartAReport>();
    expect(report).toMatchObject({ year: 2026, label: '2026-27', files: 8 });
    expect(report.matched.map((m) => [m.name, m.pan, m.fileName, m.pages, m.replaced])).toEqual([
      ['Asha Rao', 'XXXXXX234F', 'XXXXXX234F_MUMA12345B_2027-28.pdf', 2, false],
      ['Ravi Das', 'XXXXXX678K', 'XXXXXX678K_MUMA12345B_2027-28.pdf', 1, false],
    ]);
    expect(report.unmatched).toEqual([
      { fileName: 'summary.pdf', reason: 'no-pan' },
      { fileName: 'XXXXXX999Z_MUMA12345B_2027-28.pdf', reason: 'nobody' },
      { fileName: 'XXXXXX321Q_MUMA12345B_2027-28.pdf', reason: 'two-people' },
      { fileName: 'XXXXXX234F_XXXXXX678K.pdf', reason: 'several-pans' },
      { fileName: 'XXXXXX111A_locked.pdf', reason: 'nobody' },
    ]);
    expect(report.duplicates).toEqual([
      {
        fileName: 'XXXXXX234F-copy.pdf',
        keptFileName: 'XXXXXX234F_MUMA12345B_2027-28.pdf',
        name: 'Asha Rao',
      },
    ]);
  });

  it('a PDF locked with a password goes to nobody, named as such', async () => {
    const res = await upload(admin, 'admin', [
      ['LMNOP4321Q.pdf', await lockedPdf()],
      ['ABCDE1234F.pdf', await lockedPdf()],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PartAReport>().unmatched).toEqual([
      { fileName: 'XXXXXX321Q.pdf', reason: 'two-people' },
      { fileName: 'XXXXXX234F.pdf', reason: 'encrypted' },
    ]);
    expect(res.json<PartAReport>().matched).toEqual([]);
  });

  it('the person’s Form 130 is now Part A then Part B in one PDF, for them and for HR', async () => {
    for (const res of [
      await get(w.asha, '/api/tax-year/me/form-130?year=2026'),
      await get(hr, `/api/hr/employees/${w.asha.id}/tax-year/form-130?year=2026`),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain('Form-130-Part-A-B-2026-27');
      const { pages, texts, title } = await payslipTexts(res.rawPayload);
      expect(pages).toBe(3);
      expect(title).toBe('Form 130 Parts A and B 2026-27 - Asha Rao');
      const order = ['PART A of Asha, page 1', 'PART A of Asha, page 2', 'FORM 130 - PART B'].map((t) =>
        texts.indexOf(t),
      );
      expect(order.every((at) => at >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('the bulk run bundles too', async () => {
    const started = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/hr/tax-forms/form130/bulk',
      headers: bearer(hr),
      payload: { year: 2026 },
    });
    expect(started.statusCode, started.body).toBe(202);
    await w.ctx.app.services.form130Bulk.whenIdle();
    const run = (
      await get(hr, `/api/hr/tax-forms/form130/bulk/${started.json<Form130Bulk>().id}`)
    ).json<Form130Bulk>();
    const files = unzipSync(
      new Uint8Array((await w.ctx.app.inject({ method: 'GET', url: run.zipUrl! })).rawPayload),
    );
    const pages = await Promise.all(Object.values(files).map(async (pdf) => (await payslipTexts(pdf)).pages));
    expect(pages.sort()).toEqual([2, 3]); // the twins have no slip; Ravi 1 + 1, Asha 2 + 1
  });

  it('a re-upload replaces the person’s Part A (the old file goes, audited); the list shows what is kept', async () => {
    const [old] = await w.ctx.db
      .select()
      .from(taxForm130PartA)
      .where(and(eq(taxForm130PartA.userId, w.asha.id), eq(taxForm130PartA.taxYear, 2026)));
    const res = await upload(admin, 'admin', [
      ['ABCDE1234F_MUMA12345B_2027-28.pdf', await partA('PART A, corrected')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PartAReport>().matched).toMatchObject([{ name: 'Asha Rao', pages: 1, replaced: true }]);
    expect(await w.ctx.app.services.storage.exists(old!.storageKey)).toBe(false);
    const mine = await get(w.asha, '/api/tax-year/me/form-130?year=2026');
    const { pages, texts } = await payslipTexts(mine.rawPayload);
    expect(pages).toBe(2);
    expect(texts[0]).toBe('PART A, corrected');
    const audit = await w.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tax.form130_part_a'), eq(auditLog.entityId, w.asha.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ fileName: 'XXXXXX234F_MUMA12345B_2027-28.pdf' });
    const list = await get(hr, '/api/hr/tax-forms/form130/part-a?year=2026');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<PartAList>().files.map((f) => [f.name, f.pan, f.pages])).toEqual([
      ['Asha Rao', 'XXXXXX234F', 1],
      ['Ravi Das', 'XXXXXX678K', 1],
    ]);
    expect(JSON.stringify(audit)).not.toContain('ABCDE1234F');
  });

  it('another year keeps its own: 2025-26 has none', async () => {
    const list = await get(admin, '/api/admin/tax-forms/form130/part-a?year=2025');
    expect(list.json<PartAList>().files).toEqual([]);
  });
});

describe('refusals', () => {
  const pdfStart = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(Buffer.from('%PDF-1.7\n'));
    return bytes;
  };

  it('a file that is not a PDF refuses the whole upload, naming it (PAN masked); nothing is stored', async () => {
    const before = await w.ctx.db.select().from(taxForm130PartA);
    const res = await upload(hr, 'hr', [
      ['FGHIJ5678K.pdf', await partA('fine')],
      ['ABCDE1234F.pdf', Buffer.from('<script>alert(1)</script>')],
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: M.notPdf('XXXXXX234F.pdf') });
    const inZip = await upload(hr, 'hr', [['a.zip', zipSync({ 'x/notes.txt': Buffer.from('hello') })]]);
    expect(inZip.statusCode).toBe(415);
    expect(inZip.json()).toMatchObject({ message: M.notPdf('notes.txt') });
    expect(await w.ctx.db.select().from(taxForm130PartA)).toEqual(before);
  });

  it('more than 50 MB together (a ZIP counted unpacked) is 413', async () => {
    const big = await upload(hr, 'hr', [['ABCDE1234F.pdf', pdfStart(50 * 1024 * 1024 + 1)]]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: M.tooLarge });
    // 60 MB of zeros deflate to a few kB: the ZIP's own sizes refuse it before anything is inflated.
    const bomb = zipSync({ 'ABCDE1234F.pdf': pdfStart(60 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(hr, 'hr', [['bomb.zip', bomb]]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: M.tooLarge });
  });

  it('more than 2,000 files (counting those in ZIPs) is 413', async () => {
    const tiny = Buffer.from('%PDF-1.4\n%%EOF\n');
    const many = Object.fromEntries(Array.from({ length: 2_001 }, (_, i) => [`${i}.pdf`, tiny]));
    const res = await upload(hr, 'hr', [['many.zip', zipSync(many)]]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: M.tooMany });
  });

  it('no files, a broken ZIP, a bad year or another field are 400', async () => {
    expect((await upload(hr, 'hr', [])).json()).toMatchObject({ message: M.noFiles });
    const broken = await upload(hr, 'hr', [['x.zip', Buffer.from('PK\u0003\u0004 not really')]]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: M.badZip('x.zip') });
    expect((await upload(hr, 'hr', [['ABCDE1234F.pdf', await partA('x')]], '1999')).statusCode).toBe(400);
    const data = new FormData();
    data.append('year', '2026');
    data.append('file', new Blob([await partA('x')]), 'ABCDE1234F.pdf');
    const other = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/hr/tax-forms/form130/part-a',
      headers: bearer(hr),
      payload: data,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: M.fileField });
  });

  it('an Employee may not upload (403)', async () => {
    const res = await upload(twinA, 'hr', [['LMNOP4321Q.pdf', await partA('x')]]);
    expect(res.statusCode).toBe(403);
  });
});
