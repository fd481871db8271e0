import { strFromU8, unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@hrms/shared';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form, PDF_BYTES, PNG_BYTES } from '../../test/upload-fixtures.ts';

/**
 * HR's reach into identity documents (docs/privacy.md, "Identity documents"): HR sees that a PAN card,
 * Aadhaar card or cancelled cheque is on file, never a link to it; opening one takes a reason and is audited,
 * as is every opening through the route and HR's or the Admin's read of someone else's details.
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let person: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  person = await createUser(ctx, { name: 'Isha Identity' });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/details/${person.id}`,
    headers: bearer(person),
    payload: form(
      {},
      {
        resume: { name: 'cv.pdf', data: PDF_BYTES },
        panCardFront: { name: 'pan.png', data: PNG_BYTES, type: 'image/png' },
        cancelledCheque: { name: 'cheque.pdf', data: PDF_BYTES },
      },
    ) as never,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(() => ctx.close());

const details = (viewer: TestUser) =>
  ctx.app.inject({ method: 'GET', url: `/api/details/${person.id}`, headers: bearer(viewer) });
const open = (viewer: TestUser, area: 'admin' | 'hr', payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${area}/people/${person.id}/documents/open`,
    headers: bearer(viewer),
    payload,
  });
const entries = (action: string, actorId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)));

describe('the details page', () => {
  it('shows HR that identity documents are on file, without links; other documents keep theirs', async () => {
    const res = await details(hr);
    expect(res.statusCode).toBe(200);
    const docs = res.json().additionalDetails;
    expect(docs.panCardFront).toEqual({ path: '', originalName: 'pan.png', restricted: true });
    expect(docs.cancelledCheque).toEqual({ path: '', originalName: 'cheque.pdf', restricted: true });
    expect(docs.resume.path).toMatch(/^\/api\/files\//);
    expect(docs.resume.restricted).toBeUndefined();
  });

  it('gives the Admin and the person links to every document', async () => {
    for (const viewer of [admin, person]) {
      const docs = (await details(viewer)).json().additionalDetails;
      expect(docs.panCardFront.path).toMatch(/^\/api\/files\//);
      expect(docs.panCardFront.restricted).toBeUndefined();
    }
  });

  it("audits HR's and the Admin's reads of someone else, once per viewer, person and day; not one's own", async () => {
    await details(hr);
    await details(hr);
    await details(admin);
    await details(person);
    expect(await entries('person.details_read', hr.id)).toHaveLength(1);
    const [byAdmin] = await entries('person.details_read', admin.id);
    expect(byAdmin).toMatchObject({
      entityType: 'employee',
      entityId: person.id,
      after: { day: '2026-11-20' },
    });
    expect(await entries('person.details_read', person.id)).toHaveLength(0);
  });
});

describe('opening a document', () => {
  it('refuses HR an identity document without a reason of at least 10 characters, and records nothing', async () => {
    for (const payload of [
      { document: 'panCardFront' },
      { document: 'panCardFront', reason: '   short   ' },
    ]) {
      const res = await open(hr, 'hr', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message: DOCUMENT_MESSAGES.reasonRequired });
    }
    expect(await entries('document.open', hr.id)).toHaveLength(0);
  });

  it('opens it for HR with a reason, and the trail names who opened whose document and why', async () => {
    const res = await open(hr, 'hr', { document: 'panCardFront', reason: 'PF nomination check' });
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().path });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    const [entry] = await entries('document.open', hr.id);
    expect(entry).toMatchObject({
      actorName: hr.name,
      entityType: 'document',
      entityId: `${person.id}:panCardFront`,
      after: { employeeId: person.id, document: 'PAN Card', reason: 'PF nomination check' },
    });
  });

  it('opens any document for the Admin without a reason, audited too; an absent one is 404', async () => {
    const res = await open(admin, 'admin', { document: 'cancelledCheque' });
    expect(res.statusCode).toBe(200);
    expect(res.json().originalName).toBe('cheque.pdf');
    expect(await entries('document.open', admin.id)).toHaveLength(1);
    const absent = await open(admin, 'admin', { document: 'aadharCardBack' });
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toEqual({ code: 'not_found', message: DOCUMENT_MESSAGES.documentNotFound });
  });

  it("leaves identity documents out of HR's data export of someone else, but lists them", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${person.id}/data-export`,
      headers: bearer(hr),
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).filter((name) => name.startsWith('documents/'))).toEqual([
      'documents/resume-cv.pdf',
    ]);
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile.documents.map((d: { document: string }) => d.document).sort()).toEqual([
      'cancelledCheque',
      'panCardFront',
      'resume',
    ]);
    const byAdmin = unzipSync(
      new Uint8Array(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/employees/${person.id}/data-export`,
            headers: bearer(admin),
          })
        ).rawPayload,
      ),
    );
    expect(Object.keys(byAdmin).filter((name) => name.startsWith('documents/'))).toHaveLength(3);
  });
});
