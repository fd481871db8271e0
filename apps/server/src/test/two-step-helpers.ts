import { generate } from 'otplib';
import { expect } from 'vitest';
import { bearer, TEST_PASSWORD, type TestContext, type TestUser } from './test-app.ts';

/** The code an authenticator app shows for `secret`, `offsetSeconds` from the test clock's now. */
export function codeAt(ctx: TestContext, secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(ctx.clock.now().getTime() / 1000) + offsetSeconds });
}

export function signIn(ctx: TestContext, person: { email: string }, remoteAddress = '10.1.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: person.email, password: TEST_PASSWORD },
    remoteAddress,
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    },
  });
}

export function secondStep(ctx: TestContext, challenge: string, code: string, remoteAddress = '10.1.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/two-step',
    payload: { challenge, code },
    remoteAddress,
  });
}

/** Sets two-step sign-in up the way the screen does: start, then confirm with the app's current code. */
export async function enrol(ctx: TestContext, person: TestUser) {
  const setup = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/two-step/setup',
    headers: bearer(person),
  });
  const { secret, uri } = setup.json<{ secret: string; uri: string }>();
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/two-step/confirm',
    headers: bearer(person),
    payload: { code: await codeAt(ctx, secret), password: TEST_PASSWORD },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return { secret, uri, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** Signs in a person who has two-step sign-in on and answers the challenge the second step needs. */
export async function challengeFor(
  ctx: TestContext,
  person: { email: string },
  remoteAddress?: string,
): Promise<string> {
  const res = await signIn(ctx, person, remoteAddress);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({ twoStepRequired: true, challenge: expect.any(String) });
  return body.challenge;
}
