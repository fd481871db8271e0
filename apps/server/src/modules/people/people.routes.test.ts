import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES, type Employee } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form, PDF_BYTES } from '../../test/upload-fixtures.ts';

describe('employee management API', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let hr: TestUser;
  let employee: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'Admin', baseSalaryPaise: 9_000_000 });
    hr = await createUser(ctx, { role: 'HR' });
    employee = await createUser(ctx, { role: 'Employee' });
  });
  afterAll(() => ctx.close());

  const post = (url: string, user: TestUser, payload: FormData | Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(user), payload: payload as never });
  let unique = 0;
  const email = () => `person${++unique}-${Date.now()}@example.com`;

  it('Admin adds an employee with a multipart form and a file; the list shows salary and a signed file link', async () => {
    const address = email();
    const res = await post(
      '/api/admin/employees',
      admin,
      form(
        {
          name: ' Asha Rao ',
          email: address.toUpperCase(),
          password: 'secret-pass',
          role: 'Employee',
          baseSalary: '45000.50',
          joinedOn: '2026-11-02',
        },
        { file: { name: 'offer letter.pdf', data: PDF_BYTES } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Employee>();
    expect(created).toMatchObject({
      name: 'Asha Rao',
      email: address,
      role: 'Employee',
      baseSalary: 45000.5,
      joinedOn: '2026-11-02',
      fileName: 'offer letter.pdf',
    });
    expect(created.employeeId).toMatch(/^EMP-\d{4}$/);
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('passwordHash');
    const file = await ctx.app.inject({ method: 'GET', url: created.filePath! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: 'secret-pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('defaults: role Employee, salary 0, joined today (ORG_TIMEZONE); JSON bodies work too', async () => {
    const res = await post('/api/admin/employees', admin, {
      name: 'Json Person',
      email: email(),
      password: 'long-enough',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ role: 'Employee', baseSalary: 0, joinedOn: '2026-11-20' });
  });

  it('refuses missing fields, short passwords, bad salary, bad role and duplicate e-mails with clear messages', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ email: email(), password: 'long-enough' }, 400, PEOPLE_MESSAGES.formRequired],
      [{ name: 'X', email: email(), password: '' }, 400, PEOPLE_MESSAGES.formRequired],
      [{ name: 'X', email: 'not-an-email', password: 'long-enough' }, 400, PEOPLE_MESSAGES.invalidEmail],
      [{ name: 'X', email: email(), password: 'short' }, 400, PEOPLE_MESSAGES.passwordTooShort],
      [
        { name: 'X', email: email(), password: 'long-enough', baseSalary: '-1' },
        400,
        PEOPLE_MESSAGES.invalidSalary,
      ],
      [
        { name: 'X', email: email(), password: 'long-enough', baseSalary: '10.123' },
        400,
        PEOPLE_MESSAGES.invalidSalary,
      ],
      [
        { name: 'X', email: email(), password: 'long-enough', role: 'Boss' },
        400,
        PEOPLE_MESSAGES.invalidRole,
      ],
      [
        { name: 'X', email: email(), password: 'long-enough', joinedOn: '2026-02-30' },
        400,
        PEOPLE_MESSAGES.invalidJoinedOn,
      ],
      [
        { name: 'X', email: employee.email.toUpperCase(), password: 'long-enough' },
        409,
        PEOPLE_MESSAGES.emailTaken,
      ],
    ];
    for (const [fields, status, message] of cases) {
      const res = await post('/api/admin/employees', admin, form(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('HR adds Employees but never HR or Admins (four-eyes), and sees no salaries or document summaries', async () => {
    expect(
      (
        await post(
          '/api/hr/employees',
          hr,
          form({
            name: 'New Hire',
            email: email(),
            password: 'long-enough',
            role: 'Employee',
            baseSalary: '30000',
          }),
        )
      ).statusCode,
    ).toBe(201);
    // An HR account an HR person made could approve that person's leave: approvers are the Admin's to add.
    for (const role of ['HR', 'Admin']) {
      const refused = await post(
        '/api/hr/employees',
        hr,
        form({ name: `Sneaky ${role}`, email: email(), password: 'long-enough', role }),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only an Admin can add an HR or Admin account.');
    }

    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/hr/employees', headers: bearer(hr) })
    ).json<Employee[]>();
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const person of list) {
      expect(person).not.toHaveProperty('baseSalary');
      expect(person).not.toHaveProperty('additionalDetails');
      expect(person).not.toHaveProperty('passwordHash');
    }
    const adminList = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/employees', headers: bearer(admin) })
    ).json<Employee[]>();
    expect(adminList.find((person) => person._id === admin.id)).toMatchObject({
      baseSalary: 90000,
      additionalDetails: { personalEmail: '', reuploadAccess: [] },
    });
  });

  it('update: a blank password keeps it, a new one revokes earlier tokens; e-mail stays unique', async () => {
    const person = await createUser(ctx, { role: 'Employee' });
    const url = `/api/admin/employees/${person.id}`;
    const put = (payload: FormData) =>
      ctx.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: payload as never });

    const renamed = await put(form({ name: 'Renamed', password: '', baseSalary: '50000', role: 'HR' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', baseSalary: 50000, role: 'HR' });
    const stillValid = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(stillValid.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(person) })).json().role,
    ).toBe('HR');

    expect((await put(form({ password: 'brand-new-password' }))).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(person) })).statusCode,
    ).toBe(401);

    const taken = await put(form({ email: hr.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PEOPLE_MESSAGES.emailTaken);
  });

  it('an Admin cannot delete themself, and the last Admin can be neither deleted nor demoted', async () => {
    const self = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${admin.id}`,
      headers: bearer(admin),
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(PEOPLE_MESSAGES.cannotDeleteSelf);

    const demote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/employees/${admin.id}`,
      headers: bearer(admin),
      payload: form({ role: 'HR' }) as never,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(PEOPLE_MESSAGES.lastAdmin);

    const second = await createUser(ctx, { role: 'Admin' });
    // With two Admins, one may demote the other, who then is no longer an Admin.
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/employees/${second.id}`,
      headers: bearer(admin),
      payload: form({ role: 'Employee' }) as never,
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/employees', headers: bearer(second) }))
        .statusCode,
    ).toBe(403);
  });

  it('announces changes after commit: Admins get the full view, HR never sees a salary; grants reach the employee', async () => {
    const sent: { to: string; event: string; payload: Record<string, unknown> }[] = [];
    const realtime = ctx.app.realtime;
    const spied = { roles: realtime.emitToRoles, user: realtime.emitToUser };
    realtime.emitToRoles = (roles, event, payload) =>
      void sent.push({ to: roles.join(','), event, payload: payload as Record<string, unknown> });
    realtime.emitToUser = (userId, event, payload) =>
      void sent.push({ to: userId, event, payload: payload as Record<string, unknown> });
    try {
      const res = await post('/api/admin/employees', admin, {
        name: 'Live Person',
        email: email(),
        password: 'long-enough',
        baseSalary: 12345,
      });
      const id = res.json<Employee>()._id;
      expect(sent.map(({ to, event }) => `${to}:${event}`)).toEqual([
        'Admin:employee_added',
        'HR:employee_added',
      ]);
      expect(sent[0]!.payload).toMatchObject({ _id: id, baseSalary: 12345 });
      expect(sent[1]!.payload).toMatchObject({ _id: id, name: 'Live Person' });
      expect(sent[1]!.payload).not.toHaveProperty('baseSalary');
      expect(sent[1]!.payload).not.toHaveProperty('additionalDetails');

      sent.length = 0;
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: res.json<Employee>().email, password: 'long-enough' },
      });
      const headers = { authorization: `Bearer ${login.json().token as string}` };
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/details/${id}`,
        headers,
        payload: form({}, { resume: { name: 'cv.pdf', data: PDF_BYTES } }) as never,
      });
      expect(sent.map(({ to, event }) => `${to}:${event}`)).toEqual(['Admin:employee_details_updated']);
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/grant-reupload-access',
        headers: bearer(admin),
        payload: { employeeId: id, field: 'resume' },
      });
      expect(sent[1]).toEqual({
        to: id,
        event: 'reupload_access_granted',
        payload: {
          employeeId: id,
          field: 'resume',
          label: 'Resume',
          message: 'Access granted for Resume. The employee can now re-upload this document.',
        },
      });
    } finally {
      realtime.emitToRoles = spied.roles;
      realtime.emitToUser = spied.user;
    }
  });

  it('unknown or malformed ids answer 404', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/employees/${id}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PEOPLE_MESSAGES.employeeNotFound);
    }
  });
});
