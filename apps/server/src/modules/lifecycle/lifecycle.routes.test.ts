import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LETTER_TEMPLATES,
  LIFECYCLE_MESSAGES as M,
  type LetterTemplate,
  type PersonLetter,
  type Probation,
} from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Probation, letters and their templates through the API (issue 43). The clock stands at Friday 20 November 2026.
let ctx: TestContext;
let hr: TestUser;
let admin: TestUser;
let asha: TestUser;
let meena: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  asha = await createUser(ctx, { name: 'Asha Rao', joinedOn: '2026-05-31' });
  meena = await createUser(ctx, { name: 'मीना अय्यर', joinedOn: '2026-08-31' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, by: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });

const probationOf = async (id: string) =>
  ((await call('GET', '/lifecycle/probations', hr)).json() as Probation[]).find((p) => p.personId === id);

describe('a fresh install', () => {
  it('has probation off and no checklist: nobody is listed on probation', async () => {
    expect((await call('GET', '/lifecycle/settings', hr)).json()).toEqual({
      probationMonths: null,
      checklist: [],
    });
    expect((await call('GET', '/lifecycle/probations', hr)).json()).toEqual([]);
  });

  it('confirming without a probation is refused (409), and nothing is written', async () => {
    const res = await call('POST', `/lifecycle/probations/${asha.id}/confirm`, hr, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.noProbation, code: 'conflict' });
    expect((await call('GET', `/lifecycle/people/${asha.id}/letters`, asha)).json()).toEqual([]);
  });
});

describe('probation', () => {
  it('the Admin sets a 6-month default: ends 30 November for 31 May, 28 February for 31 August', async () => {
    const saved = await call('PUT', '/lifecycle/settings', admin, { probationMonths: 6, checklist: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await probationOf(asha.id)).toMatchObject({
      months: 6,
      endsOn: '2026-11-30',
      reminderOn: '2026-11-15',
      status: 'On probation',
      overrideMonths: null,
    });
    expect(await probationOf(meena.id)).toMatchObject({ endsOn: '2027-02-28', reminderOn: '2027-02-13' });
  });

  it('HR cannot change the default (403); a bad length is 400 with the message', async () => {
    expect(
      (await call('PUT', '/lifecycle/settings', hr, { probationMonths: 3, checklist: [] })).statusCode,
    ).toBe(403);
    const bad = await call('PUT', '/lifecycle/settings', admin, { probationMonths: 30, checklist: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: M.months });
  });

  it('a per-person override moves the end; 3 months from 31 August is 30 November', async () => {
    const res = await call('PUT', `/lifecycle/probations/${meena.id}`, hr, { months: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ overrideMonths: 3, months: 3, endsOn: '2026-11-30' });
  });

  it('nobody decides their own probation (403)', async () => {
    const own = await call('POST', `/lifecycle/probations/${hr.id}/confirm`, hr, {});
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: M.selfDecision, code: 'forbidden' });
    expect((await call('POST', `/lifecycle/probations/${asha.id}/confirm`, asha, {})).statusCode).toBe(403);
  });

  it('extending needs a reason; it moves the end from the current end and is audited', async () => {
    const noReason = await call('POST', `/lifecycle/probations/${meena.id}/extend`, hr, {
      months: 2,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await call('POST', `/lifecycle/probations/${meena.id}/extend`, hr, {
      months: 3,
      reason: 'Targets not yet met',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Extended',
      endsOn: '2027-02-28',
      extensionReason: 'Targets not yet met',
    });
    const audit = await call('GET', '/audit?action=probation.extend', admin);
    expect(JSON.stringify(audit.json())).toContain('Targets not yet met');
  });

  it('confirming records the date and issues the confirmation letter into the person’s documents', async () => {
    const res = await call('POST', `/lifecycle/probations/${meena.id}/confirm`, hr, {
      confirmedOn: '2026-11-20',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Confirmed', confirmedOn: '2026-11-20' });
    const letters = (
      await call('GET', `/lifecycle/people/${meena.id}/letters`, meena)
    ).json() as PersonLetter[];
    expect(letters).toEqual([
      expect.objectContaining({ kind: 'confirmation', title: 'Confirmation letter', issuedOn: '2026-11-20' }),
    ]);
    // The signed link serves the stored PDF (Devanagari name drawn with the Noto subset).
    const file = await ctx.app.inject({ method: 'GET', url: letters[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another employee cannot list them; a second confirmation is 409.
    expect((await call('GET', `/lifecycle/people/${meena.id}/letters`, asha)).statusCode).toBe(403);
    const again = await call('POST', `/lifecycle/probations/${meena.id}/confirm`, admin, {});
    expect(again.json()).toEqual({ message: M.alreadyConfirmed, code: 'conflict' });
  });

  it('a confirmation date before joining is 400 and writes nothing', async () => {
    const res = await call('POST', `/lifecycle/probations/${asha.id}/confirm`, hr, {
      confirmedOn: '2026-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect((await probationOf(asha.id))?.status).toBe('On probation');
    expect((await call('GET', `/lifecycle/people/${asha.id}/letters`, hr)).json()).toEqual([]);
  });
});

describe('letter templates', () => {
  it('lists the four kinds with the built-in texts until edited', async () => {
    const list = (await call('GET', '/lifecycle/letter-templates', admin)).json() as LetterTemplate[];
    expect(list.map((t) => [t.kind, t.edited])).toEqual([
      ['offer', false],
      ['confirmation', false],
      ['relieving', false],
      ['experience', false],
    ]);
    expect(list[2]).toMatchObject(DEFAULT_LETTER_TEMPLATES.relieving);
  });

  it('an unknown placeholder is refused with 400 naming it; nothing is saved', async () => {
    const res = await call('PUT', '/lifecycle/letter-templates/offer', admin, {
      title: 'Offer letter',
      body: 'Dear {{name}}, your CTC is {{ctc}}.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown placeholder: {{ctc}}.' });
    const list = (await call('GET', '/lifecycle/letter-templates', admin)).json() as LetterTemplate[];
    expect(list[0]?.edited).toBe(false);
  });

  it('the Admin saves, previews for a chosen person (a PDF, nothing stored) and resets', async () => {
    const text = {
      title: 'Offer letter',
      body: 'Dear {{name}},\n\nWelcome to {{organisation}} as {{designation}}.',
    };
    const saved = await call('PUT', '/lifecycle/letter-templates/offer', admin, text);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'offer', edited: true, ...text });
    const preview = await call('POST', '/lifecycle/letter-templates/offer/preview', admin, {
      personId: meena.id,
      ...text,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/lifecycle/people/${meena.id}/letters`, hr)).json()).toHaveLength(1);
    const reset = await call('DELETE', '/lifecycle/letter-templates/offer', admin);
    expect(reset.json()).toMatchObject({ edited: false, ...DEFAULT_LETTER_TEMPLATES.offer });
  });

  it('HR issues an offer letter to someone else (kept in their documents), never to themselves', async () => {
    const res = await call('POST', `/lifecycle/people/${asha.id}/letters/offer`, hr);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'offer', title: 'Appointment letter' });
    expect((await call('POST', `/lifecycle/people/${hr.id}/letters/offer`, hr)).statusCode).toBe(403);
    const relieving = await call('POST', `/lifecycle/people/${asha.id}/letters/relieving`, hr);
    expect(relieving.json()).toEqual({ message: M.noExit, code: 'conflict' });
  });
});
