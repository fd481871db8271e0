import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext } from '../../test/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

const notify = (
  ctx: TestContext,
  admin: { token: string },
  recipients: string | readonly string[],
  message: string,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers: bearer(admin),
    payload: { recipient: typeof recipients === 'string' ? [recipients] : recipients, message },
  });

/** `n` Employees, made one after another. */
async function staff(ctx: TestContext, n: number) {
  const people = [];
  for (let i = 0; i < n; i += 1) people.push(await createUser(ctx));
  return people;
}

/** Each address got exactly one message with this text. */
function expectEachOnce(sink: SmtpSink, emails: readonly string[], text: string) {
  for (const email of emails) {
    const mails = sink.received.filter((mail) => mail.to.includes(email) && mail.text.includes(text));
    expect(mails).toHaveLength(1);
  }
}

describe('without SMTP_URL: the outbox folder', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(() => ctx.close());

  it('writes each message to DATA_DIR/outbox as an .eml file and logs its subject', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const person = await createUser(ctx, { name: 'Outbox Reader' });
    expect((await notify(ctx, admin, person.id, 'Payroll closes on the 25th')).statusCode).toBeLessThan(300);
    await ctx.app.services.mail.idle();
    const folder = path.join(ctx.config.dataDir, 'outbox');
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(folder, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${person.email}`);
    expect(eml).toMatch(/^Subject: New notification from /m);
    expect(eml).toContain('From: Our Organisation <no-reply@localhost>');
    expect(eml).toContain('Payroll closes on the 25th');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; subject?: string });
    expect(logged.find((line) => line.msg.includes('outbox'))?.subject).toMatch(/^New notification from /);
    const [row] = await ctx.db.select().from(mailMessages);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, textBody: null, htmlBody: null });
  });
});

describe('a failing SMTP server', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({
      env: { SMTP_URL: sink.url, LOG_LEVEL: 'warn' },
      logStream: { write: (line: string) => lines.push(line) },
      mailRetry: { maxAttempts: 3, delayMs: () => 5 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it('does not fail the request; retries; gives up visibly (log and the Admin list)', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const person = await createUser(ctx);
    sink.refuse(true);
    const res = await notify(ctx, admin, person.id, 'Nobody will get this');
    expect(res.statusCode).toBe(201);
    await ctx.app.services.mail.idle();
    expect(sink.received).toHaveLength(0);

    const failures = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/mail/failures',
      headers: bearer(admin),
    });
    expect(failures.statusCode).toBe(200);
    const body = failures.json<{
      failedCount: number;
      pendingCount: number;
      failures: Array<Record<string, unknown>>;
    }>();
    expect(body.failedCount).toBe(1);
    expect(body.pendingCount).toBe(0);
    expect(body.failures[0]).toMatchObject({ kind: 'notification', to: person.email, attempts: 3 });
    expect(String(body.failures[0]!.lastError)).toContain('Mailbox unavailable');
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => line.msg === 'mail delivery failed; will retry')).toHaveLength(2);
    expect(logged.filter((line) => line.msg === 'mail could not be delivered; given up')).toHaveLength(1);
  });

  it('a message that fails once is delivered by a retry', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const person = await createUser(ctx);
    // The first attempt is refused, the retry accepted.
    sink.refuse(1);
    const arrived = sink.next((mail) => mail.to.includes(person.email));
    await notify(ctx, admin, person.id, 'Second time lucky');
    const mail = await arrived;
    expect(mail.text).toContain('Second time lucky');
    await ctx.app.services.mail.idle();
    const failures = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/mail/failures',
      headers: bearer(admin),
    });
    expect(failures.json<{ failedCount: number }>().failedCount).toBe(1);
  });

  it('five messages of one flush: each delivered once, the refused one retried alone', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const people = await staff(ctx, 5);
    const [ids, emails] = [people.map((person) => person.id), people.map((person) => person.email)];
    const text = 'The office is closed on Friday';
    // The first message tried is refused once; its retry is accepted.
    sink.refuse(1);
    const res = await notify(ctx, admin, ids, text);
    expect(res.statusCode).toBe(201);
    await ctx.app.services.mail.idle();
    expectEachOnce(sink, emails, text);
    const rows = await ctx.db
      .select({ state: mailMessages.state, attempts: mailMessages.attempts, body: mailMessages.htmlBody })
      .from(mailMessages)
      .where(inArray(mailMessages.toAddress, emails));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.state === 'sent' && row.body === null)).toBe(true);
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 1, 1, 2]);
  });
});

describe('a stop in the middle of a run', () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({ env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it('gives back the attempts it had not made; the next start sends those, each once', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const people = await staff(ctx, 3);
    const [ids, emails] = [people.map((person) => person.id), people.map((person) => person.email)];
    const text = 'The canteen opens at noon';
    const rowsOf = () =>
      ctx.db
        .select({ to: mailMessages.toAddress, state: mailMessages.state, attempts: mailMessages.attempts })
        .from(mailMessages)
        .where(inArray(mailMessages.toAddress, emails));
    const gate = sink.hold();
    const res = await notify(ctx, admin, ids, text);
    expect(res.statusCode).toBe(201);
    // The run took all three and is sending the first when the server stops.
    await gate.holding;
    expect((await rowsOf()).map((row) => row.attempts)).toEqual([1, 1, 1]);
    const stopping = ctx.app.services.jobs.stop();
    await new Promise((resolve) => setImmediate(resolve)); // stop() has paused the jobs: one turn of the loop
    gate.release();
    await stopping;
    const stopped = await rowsOf();
    expect(stopped.filter((row) => row.state === 'sent').map((row) => row.attempts)).toEqual([1]);
    expect(stopped.filter((row) => row.state === 'pending').map((row) => row.attempts)).toEqual([0, 0]);

    await ctx.app.services.jobs.start();
    await ctx.app.services.mail.idle();
    expectEachOnce(sink, emails, text);
    expect((await rowsOf()).map((row) => `${row.state} ${row.attempts}`)).toEqual([
      'sent 1',
      'sent 1',
      'sent 1',
    ]);
  });
});
