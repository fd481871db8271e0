import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext } from '../../test/test-app.ts';
import { requestPayslips } from '../../test/payroll-fixtures.test-helper.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

// The demo generator builds its app with mailListening: false (demo/cli.ts): its made-up people and past
// months must reach no SMTP server and no outbox, while a message asked for directly is still sent.
let sink: SmtpSink;
let ctx: TestContext;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ env: { SMTP_URL: sink.url, ORG_NAME: 'Acme Works' }, mailListening: false });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const settled = async () => {
  await ctx.app.services.payroll.whenIdle();
  await ctx.app.services.jobs.idle();
  await ctx.app.services.mail.idle();
};

describe('an app that does not listen for mail', () => {
  it('mails nothing for a new person or a salary slip, and still sends a reset link asked for', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/employees',
      headers: bearer(admin),
      payload: {
        name: 'Nia New',
        email: 'nia.new@example.com',
        password: 'secret-pass-123',
        role: 'Employee',
        baseSalary: '30000',
      },
    });
    expect(added.statusCode).toBe(201);
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-01-01' });
    const slips = await requestPayslips(ctx, admin, [person.id], 'October 2026');
    expect(slips.statusCode).toBe(202);
    await settled();
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${person.id}/salaries`,
      headers: bearer(person),
    });
    expect(history.json()).toHaveLength(1);
    expect((await ctx.db.select({ n: count() }).from(mailMessages))[0]!.n).toBe(0);
    expect(sink.received).toEqual([]);

    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: person.email },
    });
    expect(forgot.statusCode).toBe(200);
    await ctx.app.services.passwordReset.idle();
    await settled();
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Reset your Acme Works password']);
  });
});
