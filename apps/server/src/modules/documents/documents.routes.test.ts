import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES, type EmployeeDetails } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form, JPEG_BYTES, PDF_BYTES, PNG_BYTES, SCRIPT_BYTES } from '../../test/upload-fixtures.ts';

/** Every stored file under DATA_DIR/files (to prove a refused upload leaves nothing behind). */
function storedFiles(ctx: TestContext): string[] {
  const root = path.join(ctx.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('details page API: documents and personal e-mail', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let hr: TestUser;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
    admin = await createUser(ctx, { role: 'Admin' });
    hr = await createUser(ctx, { role: 'HR' });
    owner = await createUser(ctx, { role: 'Employee' });
    other = await createUser(ctx, { role: 'Employee' });
  });
  afterAll(() => ctx.close());

  const put = (user: TestUser, payload: FormData, id = user.id) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/details/${id}`,
      headers: bearer(user),
      payload: payload as never,
    });
  const get = (user: TestUser, id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/details/${id}`, headers: bearer(user) });
  const grant = (user: TestUser, employeeId: string, field: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/grant-reupload-access',
      headers: bearer(user),
      payload: { employeeId, field },
    });

  it('GET: the person, Admin and HR may read; another employee may not; nobody without a token', async () => {
    const res = await get(owner, owner.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: owner.id,
      name: owner.name,
      email: owner.email,
      role: 'Employee',
      additionalDetails: { personalEmail: '', reuploadAccess: [] },
    });
    expect(res.json().employeeId).toMatch(/^EMP-\d{4}$/);
    expect((await get(admin, owner.id)).statusCode).toBe(200);
    expect((await get(hr, owner.id)).statusCode).toBe(200);
    expect((await get(other, owner.id)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/details/${owner.id}` })).statusCode).toBe(401);
    expect((await get(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('PUT: only the person themself, not even an Admin', async () => {
    for (const user of [admin, hr, other]) {
      expect((await put(user, form({ personalEmail: 'x@example.com' }), owner.id)).statusCode).toBe(403);
    }
  });

  it('uploads a Resume and the personal e-mail; the signed link serves the file; both then lock', async () => {
    const res = await put(
      owner,
      form({ personalEmail: 'me@home.example' }, { resume: { name: '../../my cv.pdf', data: PDF_BYTES } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json<EmployeeDetails>();
    expect(details.additionalDetails.personalEmail).toBe('me@home.example');
    expect(details.additionalDetails.resume?.originalName).toBe('my cv.pdf');
    const file = await ctx.app.inject({ method: 'GET', url: details.additionalDetails.resume!.path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const again = await put(owner, form({}, { resume: { name: 'new.pdf', data: PDF_BYTES } }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PEOPLE_MESSAGES.documentLocked('Resume'));
    const email = await put(owner, form({ personalEmail: 'other@home.example' }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(PEOPLE_MESSAGES.personalEmailLocked);
    // Sending the same e-mail again is no change, not an error.
    expect((await put(owner, form({ personalEmail: 'me@home.example' }))).statusCode).toBe(200);
  });

  it('refuses bad uploads with a clear message and stores nothing', async () => {
    const before = storedFiles(ctx);
    const cases: [FormData, number, string][] = [
      [
        form({}, { tenthMarksheet: { name: 'marks.pdf', data: SCRIPT_BYTES } }),
        400,
        PEOPLE_MESSAGES.fileType,
      ],
      [
        form(
          {},
          {
            tenthMarksheet: {
              name: 'big.pdf',
              data: Buffer.concat([PDF_BYTES, Buffer.alloc(1024 * 1024 + 1)]),
            },
          },
        ),
        413,
        PEOPLE_MESSAGES.fileTooLarge(1),
      ],
      [form({}, { salarySlip: { name: 'x.pdf', data: PDF_BYTES } }), 400, PEOPLE_MESSAGES.unknownDocument],
      // A good file beside a bad one: the whole request is refused, the good one is not kept.
      [
        form(
          {},
          {
            panCardFront: { name: 'pan.png', data: PNG_BYTES },
            aadharCardBack: { name: 'a.pdf', data: SCRIPT_BYTES },
          },
        ),
        400,
        PEOPLE_MESSAGES.fileType,
      ],
      [form({ personalEmail: 'nope' }), 400, PEOPLE_MESSAGES.invalidEmail],
    ];
    for (const [payload, status, message] of cases) {
      const res = await put(other, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // A new document beside a locked one: refused as a whole, the new one is not kept either.
    const locked = await put(
      owner,
      form(
        {},
        { panCardFront: { name: 'pan.png', data: PNG_BYTES }, resume: { name: 'cv.pdf', data: PDF_BYTES } },
      ),
    );
    expect(locked.statusCode).toBe(409);
    expect(storedFiles(ctx).sort()).toEqual(before.sort());
    expect((await get(owner, owner.id)).json().additionalDetails.panCardFront).toBeUndefined();
  });

  it('a path-traversal file name is kept only as a harmless display name', async () => {
    const res = await put(
      other,
      form(
        {},
        { aadharCardFront: { name: '..\\..\\..\\etc\\passwd.jpg', data: JPEG_BYTES, type: 'image/jpeg' } },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().additionalDetails.aadharCardFront.originalName).toBe('passwd.jpg');
    expect(storedFiles(ctx).every((name) => /^[a-f0-9]{32}\.(pdf|png|jpg)$/.test(name))).toBe(true);
  });

  it('grant: Admin only, needs a file, not twice; a re-upload uses the grant up and replaces the file', async () => {
    expect((await grant(hr, owner.id, 'resume')).statusCode).toBe(403);
    expect((await grant(owner, owner.id, 'resume')).statusCode).toBe(403);
    const none = await grant(admin, owner.id, 'cancelledCheque');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PEOPLE_MESSAGES.noDocumentToGrant);
    const unknown = await grant(admin, owner.id, 'passport');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PEOPLE_MESSAGES.unknownDocument);
    expect((await grant(admin, '00000000-0000-4000-8000-000000000000', 'resume')).statusCode).toBe(404);

    const oldFiles = storedFiles(ctx);
    const granted = await grant(admin, owner.id, 'resume');
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().message).toBe(
      'Access granted for Resume. The employee can now re-upload this document.',
    );
    expect(granted.json().employee.additionalDetails.reuploadAccess).toEqual(['resume']);
    const twice = await grant(admin, owner.id, 'resume');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PEOPLE_MESSAGES.alreadyGranted);

    const reupload = await put(
      owner,
      form({}, { resume: { name: 'cv-v2.png', data: PNG_BYTES, type: 'image/png' } }),
    );
    expect(reupload.statusCode, reupload.body).toBe(200);
    expect(reupload.json().additionalDetails).toMatchObject({
      reuploadAccess: [],
      resume: { originalName: 'cv-v2.png' },
    });
    expect(storedFiles(ctx)).toHaveLength(oldFiles.length); // the old file was removed, the new one kept
    expect((await put(owner, form({}, { resume: { name: 'v3.pdf', data: PDF_BYTES } }))).statusCode).toBe(
      409,
    );
  });

  it('limits the number of parts', async () => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
    const res = await put(other, form(fields));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PEOPLE_MESSAGES.tooManyParts);
  });
});
