import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAYROLL_SETTINGS, LOGO_MAX_BYTES, ORGANISATION_MESSAGES as M } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailMessages } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../test/upload-fixtures.ts';

/** The organisation profile through the API (issue 40, docs/organisation.md): one name used everywhere. */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let employee: TestUser;

const PROFILE = {
  name: 'Sahyadri Tech Solutions Pvt Ltd',
  addressLines: ['4th Floor, Baner Road', 'Pune 411045'],
  state: 'MH',
};

const put = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/organisation', headers: bearer(user), payload });
const getProfile = () =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/organisation', headers: bearer(admin) });
const upload = (user: TestUser, data: Buffer, name: string, type: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/organisation/logo',
    headers: bearer(user),
    payload: form({}, { logo: { name, data, type } }) as never,
  });
const publicName = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json<{ orgName: string }>().orgName;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Priya Shah' });
  hr = await createUser(ctx, { role: 'HR' });
  employee = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('organisation profile', () => {
  it('a fresh install answers ORG_NAME, not saved, and the header shows exactly it', async () => {
    expect((await getProfile()).json()).toEqual({
      name: 'Our Organisation',
      addressLines: [],
      state: null,
      logoUrl: null,
      saved: false,
    });
    expect(await publicName()).toBe('Our Organisation');
  });

  it.each([
    ['an empty name', { ...PROFILE, name: '  ' }, M.name],
    ['a name of 121 characters', { ...PROFILE, name: 'x'.repeat(121) }, M.name],
    ['five address lines', { ...PROFILE, addressLines: ['a', 'b', 'c', 'd', 'e'] }, M.addressLines],
    ['an address line of 121 characters', { ...PROFILE, addressLines: ['x'.repeat(121)] }, M.addressLines],
    ['a state that is not a code', { ...PROFILE, state: 'Maharashtra' }, M.state],
  ])('refuses %s with a 400 naming it, and changes nothing', async (_case, body, message) => {
    const res = await put(admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message });
    expect((await getProfile()).json().saved).toBe(false);
  });

  it('HR and employees may neither read nor change it', async () => {
    for (const user of [hr, employee]) {
      expect((await put(user, PROFILE)).statusCode).toBe(403);
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/organisation',
        headers: bearer(user),
      });
      expect(read.statusCode).toBe(403);
      expect((await upload(user, PNG_BYTES, 'logo.png', 'image/png')).statusCode).toBe(403);
    }
  });

  it('the Admin sets it (audited); the header, the payroll settings and the password mail use the name', async () => {
    const res = await put(admin, { ...PROFILE, addressLines: [...PROFILE.addressLines, ''] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...PROFILE, logoUrl: null, saved: true });
    expect(await publicName()).toBe(PROFILE.name);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/payroll',
      headers: bearer(admin),
    });
    expect(settings.json().organisation).toEqual({
      name: PROFILE.name,
      address: '4th Floor, Baner Road\nPune 411045',
    });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.organisation'));
    expect(entry).toMatchObject({ actorName: 'Priya Shah', after: { name: PROFILE.name, logo: false } });

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: employee.email },
    });
    await ctx.app.services.passwordReset.idle();
    await ctx.app.services.mail.idle();
    const mails = await ctx.db.select().from(mailMessages).where(eq(mailMessages.userId, employee.id));
    expect(mails.map((mail) => mail.subject)).toContain(`Reset your ${PROFILE.name} password`);
    // Without MAIL_FROM the sender's name is the organisation's too (the outbox keeps the message as sent).
    const outbox = path.join(ctx.config.dataDir, 'outbox');
    const sent = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
    expect(
      sent.some(
        (eml) => eml.includes('Reset your') && eml.includes(`From: ${PROFILE.name} <no-reply@localhost>`),
      ),
    ).toBe(true);
  });

  it('saving the payroll settings changes the one name (their API kept), state and logo stay', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/payroll',
      headers: bearer(admin),
      payload: {
        ...DEFAULT_PAYROLL_SETTINGS,
        organisation: { name: 'Sahyadri Tech', address: 'Baner, Pune' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().organisation).toEqual({ name: 'Sahyadri Tech', address: 'Baner, Pune' });
    expect((await getProfile()).json()).toMatchObject({
      name: 'Sahyadri Tech',
      addressLines: ['Baner, Pune'],
      state: 'MH',
    });
    expect(await publicName()).toBe('Sahyadri Tech');
  });
});

describe('organisation logo', () => {
  it('refuses a PDF, a file over the limit, and no file, storing nothing', async () => {
    const pdf = await upload(admin, PDF_BYTES, 'logo.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ code: 'invalid_input', message: M.logoType });
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooLarge = await upload(admin, big, 'logo.png', 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'payload_too_large', message: M.logoTooLarge(512) });
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/organisation/logo',
      headers: bearer(admin),
      payload: form({}) as never,
    });
    expect(none.statusCode).toBe(400);
    expect((await getProfile()).json().logoUrl).toBeNull();
  });

  it('a PNG then a JPEG: each served publicly by type under a new URL; removing it answers 404', async () => {
    const first = await upload(admin, PNG_BYTES, 'logo.png', 'image/png');
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().logoUrl as string;
    expect(firstUrl).toMatch(/^\/api\/organisation\/logo\?v=[0-9a-f]+$/);
    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const second = await upload(admin, JPEG_BYTES, 'logo.jpg', 'image/jpeg');
    expect(second.json().logoUrl).not.toBe(firstUrl);
    // The sidebar's brand reads it from the public config, with the organisation's name.
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.orgLogoUrl).toBe(second.json().logoUrl);
    const jpeg = await ctx.app.inject({ method: 'GET', url: '/api/organisation/logo' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/organisation/logo',
      headers: bearer(admin),
    });
    expect(removed.json().logoUrl).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().orgLogoUrl).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/organisation/logo' })).statusCode).toBe(404);
  });
});
