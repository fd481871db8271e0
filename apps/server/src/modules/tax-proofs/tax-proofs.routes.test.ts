import { TAX_PROOFS_MESSAGES as M, TAX_YEAR_MESSAGES, type TaxProofs, type TaxYearView } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payslipTexts } from '../payroll/payslip/pdf-text.test-helper.ts';
import { putPayrollProfile } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form, JPEG_BYTES, PDF_BYTES, PNG_BYTES, SCRIPT_BYTES } from '../../test/upload-fixtures.ts';

/**
 * Proofs of the declared lines and Form 12BB through the API (issue 44, docs/tax-year.md "Proofs"): a person
 * attaches rent receipts and 80C (section 123) proofs, HR sees them beside the line and verifies it, the
 * person's proofs of a verified line are locked; Form 12BB names each line and its proofs. 15 January 2027.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ now: '2027-01-15T04:30:00.000Z' });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  asha = await createUser(ctx, { name: 'Asha Rao', baseSalaryPaise: 10_000_000, joinedOn: '2025-01-01' });
  ravi = await createUser(ctx, { name: 'Ravi Das', baseSalaryPaise: 6_000_000, joinedOn: '2025-01-01' });
  await putPayrollProfile(ctx, admin, asha, { pan: 'ABCDE1234F', taxRegime: 'old' });
  const declared = await call(asha, 'PUT', '/api/tax-year/me/declarations', {
    year: 2026,
    lines: [{ section: 'S123', amount: 150_000 }],
  });
  expect(declared.statusCode, declared.body).toBe(200);
  const rent = await call(asha, 'PUT', '/api/tax-year/me/rent', {
    year: 2026,
    monthlyRent: 30_000,
    city: 'Mumbai',
    landlordName: 'K. Mehta',
    landlordPan: 'PQRST6789K',
  });
  expect(rent.statusCode, rent.body).toBe(200);
});
afterAll(() => ctx.close());

function call(user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
}

function upload(
  user: TestUser,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tax-year/me/proofs',
    headers: bearer(user),
    payload: form(fields, file ? { file } : {}),
  });
}

const mine = async (user: TestUser) =>
  (await call(user, 'GET', '/api/tax-year/me/proofs')).json() as TaxProofs;

describe('uploading proofs', () => {
  it('attaches a rent receipt and an 80C proof; the person sees each with its line not yet verified', async () => {
    const receipt = await upload(
      asha,
      { year: '2026', line: 'RENT' },
      { name: 'rent-december.jpg', data: JPEG_BYTES, type: 'image/jpeg' },
    );
    expect(receipt.statusCode, receipt.body).toBe(201);
    const lic = await upload(
      asha,
      { year: '2026', line: 'S123' },
      { name: 'lic-premium.pdf', data: PDF_BYTES },
    );
    expect(lic.statusCode, lic.body).toBe(201);
    const view = await mine(asha);
    expect(view.year).toBe(2026);
    expect(view.proofs.map((p) => [p.line, p.fileName, p.contentType, p.lineStatus])).toEqual([
      ['RENT', 'rent-december.jpg', 'image/jpeg', 'declared'],
      ['S123', 'lic-premium.pdf', 'application/pdf', 'declared'],
    ]);
    // The signed link serves the very bytes, and only through the link.
    const file = await ctx.app.inject({ method: 'GET', url: view.proofs[1]!.url });
    expect(file.statusCode).toBe(200);
    expect(Buffer.from(file.rawPayload).equals(PDF_BYTES)).toBe(true);
  });

  it.each([
    [
      'a script named .pdf',
      { year: '2026', line: 'S123' },
      { name: 'x.pdf', data: SCRIPT_BYTES },
      400,
      'Only PDF, JPEG or PNG',
    ],
    ['no file', { year: '2026', line: 'S123' }, undefined, 400, M.fileMissing],
    [
      'a line not declared',
      { year: '2026', line: 'S129' },
      { name: 'a.png', data: PNG_BYTES },
      409,
      M.notDeclared,
    ],
    ['an unknown line', { year: '2026', line: '80C' }, { name: 'a.png', data: PNG_BYTES }, 400, M.line],
    [
      'last year',
      { year: '2025', line: 'S123' },
      { name: 'a.png', data: PNG_BYTES },
      400,
      TAX_YEAR_MESSAGES.currentYearOnly('2026-27'),
    ],
  ] as const)('refuses %s and stores nothing', async (_name, fields, file, status, message) => {
    const before = (await mine(asha)).proofs.length;
    const res = await upload(asha, fields, file);
    expect(res.statusCode, res.body).toBe(status);
    expect((res.json() as { message: string }).message).toContain(message);
    expect((await mine(asha)).proofs).toHaveLength(before);
  });

  it('refuses a file above 5 MB with 413', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(asha, { year: '2026', line: 'S123' }, { name: 'big.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: M.tooLarge });
  });

  it("another person cannot remove Asha's proof (404) and sees none of hers", async () => {
    const proof = (await mine(asha)).proofs[0]!;
    const res = await call(ravi, 'DELETE', `/api/tax-year/me/proofs/${proof.id}`);
    expect(res.statusCode).toBe(404);
    expect((await mine(ravi)).proofs).toEqual([]);
    expect((await call(ravi, 'GET', `/api/hr/employees/${asha.id}/tax-year/proofs`)).statusCode).toBe(403);
  });
});

describe('HR verifies a line with its proofs beside it', () => {
  it('HR sees the proofs; accepting the 80C line locks its proofs, the rent line stays open', async () => {
    const staffView = await call(hr, 'GET', `/api/hr/employees/${asha.id}/tax-year/proofs?year=2026`);
    expect(staffView.statusCode).toBe(200);
    expect((staffView.json() as TaxProofs).proofs).toHaveLength(2);
    const line = ((await call(asha, 'GET', '/api/tax-year/me')).json() as TaxYearView).lines[0]!;
    const verified = await call(hr, 'PUT', `/api/hr/employees/${asha.id}/tax-year/declarations/${line.id}`, {
      status: 'accepted',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const view = await mine(asha);
    expect(view.proofs.find((p) => p.line === 'S123')?.lineStatus).toBe('accepted');
    const s123 = view.proofs.find((p) => p.line === 'S123')!;
    const removal = await call(asha, 'DELETE', `/api/tax-year/me/proofs/${s123.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({ message: M.verified });
    const more = await upload(asha, { year: '2026', line: 'S123' }, { name: 'more.pdf', data: PDF_BYTES });
    expect(more.statusCode).toBe(409);
    // The rent line is not verified yet: its receipt can be replaced.
    const rent = view.proofs.find((p) => p.line === 'RENT')!;
    const removed = await call(asha, 'DELETE', `/api/tax-year/me/proofs/${rent.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as TaxProofs).proofs.map((p) => p.line)).toEqual(['S123']);
  });

  it(`takes at most five proofs a line`, async () => {
    for (let i = 0; i < 5; i += 1)
      expect(
        (await upload(asha, { year: '2026', line: 'RENT' }, { name: `r${i}.png`, data: PNG_BYTES }))
          .statusCode,
      ).toBe(201);
    const sixth = await upload(asha, { year: '2026', line: 'RENT' }, { name: 'r6.png', data: PNG_BYTES });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ message: M.tooMany });
  });
});

describe('Form 12BB', () => {
  it("prints the person's claims with the proofs beside them, for the person and for HR", async () => {
    const res = await call(asha, 'GET', '/api/tax-year/me/form-12bb');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const { pages, texts, title } = await payslipTexts(res.rawPayload);
    expect(pages).toBe(1);
    expect(title).toBe('Form 12BB 2026-27 - Asha Rao');
    const all = texts.join(' '); // wrapped lines read as one
    expect(all).toContain('FORM NO. 12BB');
    expect(all).toContain('ABCDE1234F');
    expect(all).toContain('3,60,000.00'); // ₹30,000 × 12 rent
    expect(all).toContain('1,50,000.00');
    expect(all).toContain('Section 123 (Schedule XV)');
    expect(all).toContain('lic-premium.pdf');
    expect(all).toContain('accepted by the employer');
    const staff = await call(admin, 'GET', `/api/admin/employees/${asha.id}/tax-year/form-12bb?year=2026`);
    expect(staff.statusCode).toBe(200);
    expect(Buffer.from(staff.rawPayload).equals(Buffer.from(res.rawPayload))).toBe(true);
  });

  it('prints Nil for a person who declared nothing', async () => {
    const res = await call(ravi, 'GET', '/api/tax-year/me/form-12bb');
    expect(res.statusCode).toBe(200);
    const { texts } = await payslipTexts(res.rawPayload);
    expect(texts.filter((t) => t === 'Nil').length).toBeGreaterThanOrEqual(4);
  });
});
