import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { fillLetter } from '../exit/letters.ts';

// The exit's relieving and experience letters through the lifecycle's templates (issue 43, docs/lifecycle.md).
let ctx: TestContext;
let admin: TestUser;
let asha: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  asha = await createUser(ctx, { name: 'Asha Rao', joinedOn: '2019-01-01' });
});
afterAll(() => ctx.close());

describe('the exit letters', () => {
  it('on a fresh install compose word for word as the built-in exit letters did', async () => {
    const org = await ctx.app.services.organisation.nameAndAddress();
    for (const kind of ['relieving', 'experience'] as const) {
      const composed = await ctx.app.services.letters.compose(kind, asha.id, {
        lastWorkingDay: '2026-12-31',
      });
      const builtIn = fillLetter(kind, {
        name: 'Asha Rao',
        employeeCode: composed.paragraphs.join(' ').match(/EMP-\d{4}/)![0],
        organisation: org.name,
        joinedOn: '2019-01-01',
        lastWorkingDay: '2026-12-31',
      });
      expect(composed).toEqual(builtIn);
    }
  });

  it('use the Admin’s edited text once saved', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/lifecycle/letter-templates/relieving',
      headers: bearer(admin),
      payload: {
        title: 'Relieving order',
        body: '{{name}} is relieved on {{lastWorkingDay}}.\n\nGood luck!',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const composed = await ctx.app.services.letters.compose('relieving', asha.id, {
      lastWorkingDay: '2026-12-31',
    });
    expect(composed).toEqual({
      title: 'Relieving order',
      paragraphs: ['Asha Rao is relieved on 31/12/2026.', 'Good luck!'],
    });
  });
});
