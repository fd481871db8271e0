import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_THROTTLE } from '../modules/auth/login-throttle.ts';
import { bearer, createTestApp, createUser, TEST_PASSWORD, type TestContext } from './test-app.ts';
import { codeAt, enrol, signIn } from './two-step-helpers.ts';

/**
 * Parallel guesses on every credential check (issue 39): each attempt is counted before it is checked, so of
 * 100 wrong guesses sent at once at most the free ones (5) are checked, every other one is refused with 429
 * before any hash or code is compared, and the right answer sent after them waits too, only for the delay.
 */
let ctx: TestContext;
const FREE = DEFAULT_THROTTLE.perEmail;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Sends 100 wrong guesses at once; answers the statuses. */
async function race(guess: (i: number) => Promise<LightMyRequestResponse>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => guess(i)));
  return answers.map((res) => res.statusCode);
}

function expectAtMostFreeChecked(statuses: number[], checkedStatus: number): void {
  const checked = statuses.filter((status) => status === checkedStatus).length;
  expect(checked).toBeLessThanOrEqual(FREE);
  expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
}

/** The right answer after the race: refused while the delay runs, accepted once it has passed. */
async function expectRightWaitsOnlyTheDelay(right: () => Promise<LightMyRequestResponse>): Promise<void> {
  const early = await right();
  expect(early.statusCode).toBe(429);
  expect(early.json().message).toMatch(/Please try again in \d+ (second|minute)s?\.$/);
  ctx.clock.advance(Number(early.headers['retry-after']) * 1000);
  expect((await right()).statusCode).toBe(200);
}

const twoStepLogin = (challenge: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/two-step',
    payload: { challenge, code },
    remoteAddress: '10.1.0.1',
  });

describe('100 parallel wrong guesses, then the right one', () => {
  it('sign-in: at most 5 passwords checked', async () => {
    const person = await createUser(ctx);
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password },
        remoteAddress: '10.20.0.1',
      });
    expectAtMostFreeChecked(await race((i) => login(`wrong-${i}`)), 401);
    await expectRightWaitsOnlyTheDelay(() => login(TEST_PASSWORD));
  });

  it('password change: at most 5 current passwords checked', async () => {
    const person = await createUser(ctx);
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(person),
        payload: { currentPassword, newPassword: 'fresh-pass-99', confirmPassword: 'fresh-pass-99' },
      });
    expectAtMostFreeChecked(await race((i) => change(`wrong-${i}`)), 400);
    await expectRightWaitsOnlyTheDelay(() => change(TEST_PASSWORD));
  });

  it('two-step code at sign-in: at most 5 codes checked', async () => {
    const person = await createUser(ctx);
    const { secret } = await enrol(ctx, person);
    ctx.clock.advance(60_000);
    const challenge = (await signIn(ctx, person)).json().challenge as string;
    expectAtMostFreeChecked(
      await race((i) => twoStepLogin(challenge, String(100000 + i * 7919).slice(0, 6))),
      401,
    );
    const early = await twoStepLogin(challenge, await codeAt(ctx, secret));
    expect(early.statusCode).toBe(429);
    ctx.clock.advance(Number(early.headers['retry-after']) * 1000);
    const fresh = (await signIn(ctx, person)).json().challenge as string;
    expect((await twoStepLogin(fresh, await codeAt(ctx, secret))).statusCode).toBe(200);
  });

  it('recovery code at sign-in: at most 5 codes checked', async () => {
    const person = await createUser(ctx);
    const { recoveryCodes } = await enrol(ctx, person);
    const challenge = (await signIn(ctx, person)).json().challenge as string;
    expectAtMostFreeChecked(
      await race((i) => twoStepLogin(challenge, `${String(i).padStart(5, 'a')}-zzzzz`)),
      401,
    );
    const early = await twoStepLogin(challenge, recoveryCodes[0]!);
    expect(early.statusCode).toBe(429);
    ctx.clock.advance(Number(early.headers['retry-after']) * 1000);
    const fresh = (await signIn(ctx, person)).json().challenge as string;
    expect((await twoStepLogin(fresh, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('two-step change (turning it off): at most 5 current passwords checked', async () => {
    const person = await createUser(ctx);
    const { secret } = await enrol(ctx, person);
    ctx.clock.advance(60_000);
    const disable = async (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/me/two-step/disable',
        headers: bearer(person),
        payload: { code: await codeAt(ctx, secret), password },
      });
    expectAtMostFreeChecked(await race((i) => disable(`wrong-${i}`)), 400);
    await expectRightWaitsOnlyTheDelay(() => disable(TEST_PASSWORD));
  });
});
