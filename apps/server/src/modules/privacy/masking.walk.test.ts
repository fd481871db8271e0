import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { payslipTexts } from '../payroll/payslip/pdf-text.test-helper.ts';
import { SECRET_VALUES, seedPersonWithPay } from '../../test/privacy-fixtures.ts';

/**
 * Masking everywhere (issue 23): every GET route's answer, every CSV/XLSX export, the payslip PDF and the
 * data export, called as the Admin with real ids of a person with a full payroll profile, must hold none
 * of the person's whole identity numbers (PAN, UAN, bank account; Aadhaar is never stored whole).
 */
let ctx: TestContext;
let admin: TestUser;
let person: TestUser;

const PAN_SHAPE = /[A-Z]{5}[0-9]{4}[A-Z]/;
/**
 * A signed file link (/api/files/<payload>.<signature>, storage/signed-url.ts). Its signature is random bytes in
 * base64url and once spelled a PAN's shape by chance ("DBWFC9831H"), failing this walk one run in thousands; a
 * link is checked by what it carries instead: its payload, decoded.
 */
const FILE_LINK = /\/api\/files\/([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/g;
const withLinksDecoded = (text: string) =>
  text.replace(
    FILE_LINK,
    (_, payload: string) => `/api/files/${Buffer.from(payload, 'base64url').toString('utf8')}`,
  );

/** The text of an answer: JSON and CSV as they are, XLSX and ZIP unpacked. */
function textOf(body: Buffer): string {
  const zip = body[0] === 0x50 && body[1] === 0x4b;
  if (!zip) return body.toString('utf8');
  return Object.entries(unzipSync(new Uint8Array(body)))
    .map(([name, bytes]) => `${name}\n${strFromU8(bytes, true)}`)
    .join('\n');
}

function expectMasked(where: string, answer: string) {
  const text = withLinksDecoded(answer);
  for (const secret of SECRET_VALUES) {
    expect(answer, `${where} shows ${secret}`).not.toContain(secret);
    expect(text, `${where} carries ${secret} in a file link`).not.toContain(secret);
  }
  expect(text, `${where} shows a whole PAN`).not.toMatch(PAN_SHAPE);
}

it('a signature that happens to spell a PAN is no PAN; a PAN inside a link still is', () => {
  const link = (name: string) =>
    `/api/files/${Buffer.from(JSON.stringify({ n: name })).toString('base64url')}.LDBWFC9831HVJpkPOHS_rEu`;
  expect(withLinksDecoded(`{"slipPath":"${link('Payslip.pdf')}"}`)).not.toMatch(PAN_SHAPE);
  expect(withLinksDecoded(`{"slipPath":"${link('ABCDE1234F.pdf')}"}`)).toMatch(PAN_SHAPE);
});

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  person = await seedPersonWithPay(ctx, admin);
});
afterAll(() => ctx.close());

describe('no answer shows a whole identity number', () => {
  it('walks every GET route as the Admin with real ids, and each export in both formats', async () => {
    const routes = ctx.app.apiRoutes.filter(
      (route) => route.method === 'GET' && !route.url.includes(':token'),
    );
    expect(routes.length).toBeGreaterThan(40);
    const called: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:userId/g, admin.id).replace(/:[A-Za-z]+/g, person.id);
      const queries = url.endsWith('/export') ? ['?format=csv', '?format=xlsx'] : [''];
      for (const query of queries) {
        const res = await ctx.app.inject({ method: 'GET', url: url + query, headers: bearer(admin) });
        expect(res.statusCode, `${url}${query}`).toBeLessThan(500);
        expectMasked(`GET ${url}${query}`, textOf(res.rawPayload));
        called.push(`${res.statusCode} ${url}${query}`);
      }
    }
    // The routes that show a profile or a salary answered for real (not a refusal that proves nothing).
    for (const shown of [
      `200 /api/employees/${person.id}/payroll-profile`,
      `200 /api/admin/salaries`,
      `200 /api/admin/salaries/export?format=xlsx`,
      `200 /api/employees/${person.id}/data-export`,
      `200 /api/audit`,
    ])
      expect(called).toContain(shown);
  });

  it('the payslip PDF prints PAN, UAN and bank account masked', async () => {
    const [record] = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/employees/${person.id}/salaries`,
        headers: bearer(person),
      })
    ).json() as { slipPath: string }[];
    const slip = await ctx.app.inject({ method: 'GET', url: record!.slipPath });
    expect(slip.statusCode).toBe(200);
    const text = (await payslipTexts(slip.rawPayload)).texts.join('\n');
    expectMasked('the payslip', text);
    for (const masked of ['XXXXXX876Z', 'XXXXXXXX4321', 'XXXXXXXX8877']) expect(text).toContain(masked);
  });
});
