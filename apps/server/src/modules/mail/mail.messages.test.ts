import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

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
  hr = await createUser(ctx, { role: 'HR', name: 'Hari HR' });
  employee = await createUser(ctx, {
    name: 'Esha Employee',
    baseSalaryPaise: 3_000_000,
    joinedOn: '2026-01-01',
  });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

const settled = async () => {
  await ctx.app.services.jobs.idle();
  await ctx.app.services.mail.idle();
};
const mailTo = (user: { email: string }) => sink.received.filter((mail) => mail.to.includes(user.email));

describe('each message reaches its person through SMTP', () => {
  it('welcome: how to sign in, with the organisation name, and never a password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/employees',
      headers: bearer(admin),
      payload: {
        name: 'Nia New',
        email: 'nia.new@example.com',
        password: 'secret-pass-123',
        role: 'Employee',
        baseSalary: '1000',
      },
    });
    expect(res.statusCode).toBe(201);
    await settled();
    const mails = mailTo({ email: 'nia.new@example.com' });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Welcome to Acme Works');
    expect(mail!.from).toBe('hr@acme.example');
    expect(mail!.text).toContain('https://hr.acme.example/login');
    expect(mail!.text).toContain('nia.new@example.com');
    expect(mail!.text).toContain('Acme Works');
    expect(mail!.text).not.toContain('secret-pass-123');
    expect(mail!.text).toContain('Content-Type: text/html');
  });

  it('leave decided: approved and rejected, with the reason', async () => {
    const apply = async (startDate: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/employees/${employee.id}/leaves`,
        headers: bearer(employee),
        payload: { type: 'Paid Leave', startDate, reason: 'family' },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ _id: string }>()._id;
    };
    const first = await apply('2027-07-12');
    const second = await apply('2027-07-19');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/hr/leave-requests/${first}/approve`,
          headers: bearer(hr),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/leave-requests/${second}/reject`,
          headers: bearer(admin),
          payload: { rejectionReason: 'Quarter-end close' },
        })
      ).statusCode,
    ).toBe(200);
    await settled();
    const subjects = mailTo(employee)
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual(['Your leave request was approved', 'Your leave request was rejected']);
    const rejected = mailTo(employee).find((mail) => mail.subject.endsWith('rejected'))!;
    expect(rejected.text).toContain('Paid Leave leave request for 19/07/2027 was rejected');
    expect(rejected.text).toContain('Reason: Quarter-end close');
    expect(rejected.text).toContain('https://hr.acme.example/login');
  });

  it('payslip ready, once the batch has made the slip', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/generate-salary',
      headers: bearer(admin),
      payload: { employeeIds: [employee.id], month: 'October 2026' },
    });
    expect(res.statusCode).toBeLessThan(300);
    await settled();
    const mails = mailTo(employee);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your salary slip for October 2026 is ready']);
    expect(mails[0]!.text).toContain('https://hr.acme.example/login');
  });

  it('payslip ready for a whole batch: one message each, read and written together, preferences kept', async () => {
    const people = await Promise.all(
      ['Bala One', 'Bina Two', 'Bodh Three', 'Bela Four'].map((name) =>
        createUser(ctx, { name, baseSalaryPaise: 2_000_000, joinedOn: '2026-01-01' }),
      ),
    );
    const muted = people[3]!;
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/employees/${muted.id}/mail-preferences`,
      headers: bearer(muted),
      payload: { leaveDecided: true, payslipReady: false, taskAssigned: true, notification: true },
    });
    expect(off.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/generate-salary',
      headers: bearer(admin),
      payload: { employeeIds: people.map((person) => person.id), month: 'September 2026' },
    });
    expect(res.statusCode).toBeLessThan(300);
    await settled();
    expect(sink.received.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      people
        .slice(0, 3)
        .map((person) => [[person.email], 'Your salary slip for September 2026 is ready'])
        .sort(),
    );
  });

  it('task assigned, to the assignee only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(admin),
      payload: {
        title: 'Submit Form 16',
        description: 'Before Friday',
        date: '2026-11-27',
        time: '17:00',
        assignedTo: employee.id,
      },
    });
    expect(res.statusCode).toBe(201);
    await settled();
    expect(sink.received.map((mail) => [mail.to, mail.subject])).toEqual([
      [[employee.email], 'New task: Submit Form 16'],
    ]);
    expect(sink.received[0]!.text).toContain('Asha Admin assigned you a task due on 27/11/2026 at 17:00.');
  });

  it('notification from HR: one message per recipient', async () => {
    const other = await createUser(ctx, { name: 'Om Other' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/hr/notifications',
      headers: bearer(hr),
      payload: { recipient: [employee.id, other.id], message: 'Office closed on Monday <b>for Diwali</b>' },
    });
    expect(res.statusCode).toBeLessThan(300);
    await settled();
    const recipients = sink.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual([employee.email, other.email].sort());
    for (const mail of sink.received) {
      expect(mail.subject).toBe('New notification from Hari HR');
      expect(mail.text).toContain('Office closed on Monday <b>for Diwali</b>');
      // The HTML part escapes what people typed.
      expect(mail.text).toContain('&#60;b&#62;for Diwali&#60;/b&#62;');
    }
  });
});

describe('preferences', () => {
  const prefsUrl = (user: TestUser) => `/api/employees/${user.id}/mail-preferences`;

  it('everything is on by default; a kind turned off is not sent, security mail still is', async () => {
    const person = await createUser(ctx, { name: 'Quiet Person' });
    const initial = await ctx.app.inject({ method: 'GET', url: prefsUrl(person), headers: bearer(person) });
    expect(initial.json()).toEqual({
      leaveDecided: true,
      payslipReady: true,
      taskAssigned: true,
      notification: true,
    });
    const off = { leaveDecided: true, payslipReady: true, taskAssigned: false, notification: false };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: prefsUrl(person),
      headers: bearer(person),
      payload: off,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(off);
    // The Admin may read them (not change them).
    const read = await ctx.app.inject({ method: 'GET', url: prefsUrl(person), headers: bearer(admin) });
    expect(read.json()).toEqual(off);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: bearer(admin),
      payload: { recipient: [person.id], message: 'Muted' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(admin),
      payload: {
        title: 'Muted task',
        description: '',
        date: '2026-11-27',
        time: '17:00',
        assignedTo: person.id,
      },
    });
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: person.email },
    });
    expect(forgot.statusCode).toBe(200);
    await ctx.app.services.passwordReset.idle();
    await settled();
    expect(mailTo(person).map((mail) => mail.subject)).toEqual(['Reset your Acme Works password']);
  });

  it('refuses a value that is not true or false, and changes nothing', async () => {
    const person = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: prefsUrl(person),
      headers: bearer(person),
      payload: { leaveDecided: 'no', payslipReady: true, taskAssigned: true, notification: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Each e-mail preference must be true or false.');
    const after = await ctx.app.inject({ method: 'GET', url: prefsUrl(person), headers: bearer(person) });
    expect(after.json<{ leaveDecided: boolean }>().leaveDecided).toBe(true);
  });

  it('an unknown person: 404 for the Admin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/employees/00000000-0000-4000-8000-000000000000/mail-preferences',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(404);
  });
});
