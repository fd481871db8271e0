import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink.ts';

/** Issue 47: a person receives their e-mails in their language, through a real SMTP server (docs/mail.md). */
let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let ravi: TestUser;

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) back to text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The message's parts by content type, each decoded from its transfer encoding as UTF-8. */
function partsOf(mail: ReceivedMail): Map<string, { headers: string; body: string }> {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(mail.raw)![1]!;
  const parts = new Map<string, { headers: string; body: string }>();
  for (const chunk of mail.raw.split(`--${boundary}`).slice(1, -1)) {
    const [headers, ...rest] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const encoded = rest.join('\n\n');
    const type = /Content-Type: ([\w/]+)/i.exec(headers!)![1]!.toLowerCase();
    const transfer = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers!)?.[1]?.toLowerCase();
    const bytes =
      transfer === 'base64'
        ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64')
        : transfer === 'quoted-printable'
          ? Buffer.from(
              encoded
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
          : Buffer.from(encoded, 'utf8');
    parts.set(type, { headers: headers!, body: bytes.toString('utf8') });
  }
  return parts;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Acme HR <hr@acme.example>',
      ORG_NAME: 'Acme Works',
      PUBLIC_URL: 'https://hr.acme.example',
    },
  });
  admin = await createUser(ctx, { role: 'Admin', name: 'Asha Admin' });
  ravi = await createUser(ctx, { name: 'Ravi Kumar', baseSalaryPaise: 3_000_000, joinedOn: '2026-01-01' });
  const chose = await ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${ravi.id}/language`,
    headers: bearer(ravi),
    payload: { language: 'hi' },
  });
  expect(chose.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const settled = async () => {
  await ctx.app.services.jobs.idle();
  await ctx.app.services.mail.idle();
};

describe('e-mails in the recipient’s language', () => {
  it('a Hindi speaker receives the payslip-ready mail in Hindi: subject, text and HTML, UTF-8', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/generate-salary',
      headers: bearer(admin),
      payload: { employeeIds: [ravi.id], month: 'October 2026' },
    });
    expect(res.statusCode).toBe(202);
    await settled();
    const mail = sink.received.find((m) => m.to.includes(ravi.email))!;
    expect(mail).toBeDefined();
    // The subject travels as encoded words (7-bit headers) and reads back as Hindi.
    expect(mail.subject).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(decodeWords(mail.subject)).toBe('अक्टूबर 2026 की आपकी वेतन पर्ची तैयार है');
    const parts = partsOf(mail);
    const text = parts.get('text/plain')!;
    const html = parts.get('text/html')!;
    expect(text.headers).toMatch(/charset=utf-8/i);
    expect(html.headers).toMatch(/charset=utf-8/i);
    expect(text.body).toContain('नमस्ते Ravi Kumar,');
    expect(text.body).toContain('अक्टूबर 2026 की आपकी वेतन पर्ची तैयार है।');
    expect(text.body).toContain('HRMS खोलें: https://hr.acme.example/login');
    expect(text.body).toContain('Acme Works'); // the organisation's name as typed
    expect(html.body).toContain('<html lang="hi">');
    expect(html.body).toContain('<p>नमस्ते Ravi Kumar,</p>');
  });

  it('follows the organisation’s default and digits for a person without a choice (Marathi, Devanagari digits)', async () => {
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/organisation/language',
      headers: bearer(admin),
      payload: { defaultLanguage: 'mr', digits: 'devanagari' },
    });
    expect(set.statusCode).toBe(200);
    sink.received.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/employees',
      headers: bearer(admin),
      payload: {
        name: 'Sachin Patil',
        email: 'sachin@example.com',
        password: 'secret-pass-123',
        role: 'Employee',
        baseSalary: '1000',
      },
    });
    expect(res.statusCode).toBe(201);
    await settled();
    const mail = sink.received.find((m) => m.to.includes('sachin@example.com'))!;
    expect(decodeWords(mail.subject)).toBe('Acme Works मध्ये तुमचे स्वागत आहे');
    const text = partsOf(mail).get('text/plain')!.body;
    expect(text).toContain('नमस्कार Sachin Patil,');
    expect(text).toContain('या ई-मेल पत्त्याने (sachin@example.com)');
    expect(text).not.toContain('secret-pass-123');
  });
});
