import type { SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { payslipTexts } from './payslip/pdf-text.test-helper.ts';

/**
 * Issue 47: the payslip PDF in the person's language (docs/languages.md, "Documents and e-mails"). The slip
 * is rendered once, when it is generated, in its person's language: the person and the Admin download the same file.
 */
let ctx: TestContext;
let admin: TestUser;
let hindi: TestUser;
let english: TestUser;

const DEVANAGARI = /[\u0900-\u097F]/;

async function generate(people: TestUser[]): Promise<void> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: people.map((p) => p.id), month: 'October 2026' },
  });
  expect(response.statusCode).toBe(202);
  await ctx.app.services.payroll.whenIdle();
}

async function slipText(who: TestUser, of: TestUser): Promise<{ text: string; record: SalaryRecord }> {
  // The person reads their own list; the Admin (who alone reads other people's slips) reads everyone's.
  const url = who === admin ? '/api/admin/salaries' : `/api/employees/${of.id}/salaries`;
  const list = await ctx.app.inject({ method: 'GET', url, headers: bearer(who) });
  expect(list.statusCode).toBe(200);
  const record = list.json<SalaryRecord[]>().find((r) => r.employeeId === of.id);
  const pdf = await ctx.app.inject({ method: 'GET', url: record!.slipPath! });
  expect(pdf.statusCode).toBe(200);
  const { texts, title } = await payslipTexts(pdf.rawPayload);
  return { text: [title, ...texts].join('\n'), record: record! };
}

beforeAll(async () => {
  ctx = await createTestApp(); // Friday 20 November 2026
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hindi = await createUser(ctx, { name: 'Ravi Kumar', baseSalaryPaise: 3_100_000 });
  english = await createUser(ctx, { name: 'Esha Employee', baseSalaryPaise: 3_100_000 });
  const chose = await ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${hindi.id}/language`,
    headers: bearer(hindi),
    payload: { language: 'hi' },
  });
  expect(chose.statusCode).toBe(200);
});

afterAll(() => ctx.close());

describe('the payslip PDF in the person’s language', () => {
  it('prints a Hindi speaker’s slip in Hindi, the same file for the Admin; an English speaker’s stays English', async () => {
    await generate([hindi, english]);

    const own = await slipText(hindi, hindi);
    const net = own.record.amount.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    for (const shown of [
      'वेतन पर्ची', // the title
      'अक्टूबर 2026 के लिए',
      'कर्मचारी का नाम',
      'Ravi Kumar', // a name as typed
      'आय',
      'कटौतियाँ',
      'शुद्ध वेतन',
      'मूल वेतन', // the product's own Basic
      net, // to the paisa, Latin digits (the organisation's default)
      'रुपये',
      'यह कंप्यूटर से बनी वेतन पर्ची है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    ])
      expect(own.text).toContain(shown);
    expect(own.text).not.toContain('PAYSLIP');
    expect(own.text).not.toContain('Net Pay');
    // The Admin hands over what the person sees: the stored slip, in the person's language.
    expect((await slipText(admin, hindi)).text).toBe(own.text);

    const theirs = await slipText(english, english);
    for (const shown of ['PAYSLIP', 'for October 2026', 'Employee Name', 'Net Pay', 'Basic', 'Rupees'])
      expect(theirs.text).toContain(shown);
    expect(theirs.text).toContain(theirs.record.amount.toLocaleString('en-IN', { minimumFractionDigits: 2 }));
    expect(theirs.text).not.toMatch(DEVANAGARI);
  });

  it('writes figures and dates in Devanagari digits once the organisation chooses them; English words stay', async () => {
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/organisation/language',
      headers: bearer(admin),
      payload: { defaultLanguage: 'mr', digits: 'devanagari' },
    });
    expect(set.statusCode).toBe(200);
    // Esha chooses English; a person without a choice follows the organisation (Marathi).
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/employees/${english.id}/language`,
      headers: bearer(english),
      payload: { language: 'en' },
    });
    const marathi = await createUser(ctx, { name: 'Sachin Patil', baseSalaryPaise: 3_100_000 });
    await generate([marathi, english]);

    const mr = await slipText(marathi, marathi);
    for (const shown of ['वेतन चिठ्ठी', 'ऑक्टोबर २०२६', 'निव्वळ वेतन', 'Sachin Patil', 'फक्त'])
      expect(mr.text).toContain(shown);
    const digits = mr.record.amount
      .toLocaleString('en-IN', { minimumFractionDigits: 2 })
      .replace(/[0-9]/g, (d) => String.fromCodePoint(0x0966 + Number(d)));
    expect(mr.text).toContain(digits);

    const en = await slipText(english, english);
    expect(en.text).toContain('PAYSLIP');
    expect(en.text).toContain('for October २०२६');
  });
});
