import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, routeKey, type MatrixRow } from './authorization-matrix.ts';
import { bodyContextOf, castOf, resolveRef } from './authorization-cast.ts';
import { seedWorld, type World } from './authorization-world.ts';
import { createFingerprinter } from './data-fingerprint.ts';
import { encodeMultipart, hostileRequestFor, type HostileRequest } from './hostile-arbitraries.ts';
import { bearer, createTestApp, type TestContext } from './test-app.ts';

/**
 * Property-based hostile input against every route of the authorisation matrix: generated
 * callers, path parameters, query strings, JSON bodies and multipart parts. Whatever is sent:
 * no 5xx, every 4xx carries a non-empty `{ message }`, and a refused request changes no data.
 * The seed is fixed (override with HOSTILE_SEED) and printed, so a failure replays exactly.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20261121);
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 10);

let ctx: TestContext;
let fingerprint: () => Promise<string>;
const figures = { sent: 0, fiveHundreds: 0, refused: 0, allowed: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  fingerprint = await createFingerprinter(ctx);
}, 180_000);
afterAll(async () => {
  console.log(
    `[hostile input] seed ${SEED}, ${RUNS_PER_ROUTE} runs per route: ${figures.sent} generated requests sent, ` +
      `${figures.fiveHundreds} answered 5xx, ${figures.refused} refused, ${figures.allowed} allowed`,
  );
  await ctx.close();
});

function headersFor(world: World, request: HostileRequest): Record<string, string> {
  if (request.caller === 'garbage') return { authorization: 'Bearer not.a.token' };
  if (request.caller === 'forged') {
    // Right shape, wrong key: a token the attacker signed with a guessed secret.
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: world.admin.user.id, role: 'Admin', tv: 0 })).toString(
      'base64url',
    );
    return { authorization: `Bearer ${header}.${payload}.c2lnbmF0dXJl` };
  }
  const { caller } = castOf(world, request.caller);
  return caller ? bearer(caller.user) : {};
}

async function send(row: MatrixRow, world: World, request: HostileRequest) {
  const cast = castOf(
    world,
    request.caller === 'garbage' || request.caller === 'forged' ? 'anon' : request.caller,
  );
  let url = row.path;
  for (const [name, choice] of Object.entries(request.params)) {
    const value = choice.valid ? resolveRef(row.params![name]!, cast.caller, cast.target) : choice.raw;
    url = url.replace(`:${name}`, encodeURIComponent(value));
  }
  const query = new URLSearchParams(request.query).toString();
  const headers = headersFor(world, request);
  const common = { method: row.method, url: query ? `${url}?${query}` : url };
  if (request.body.kind === 'json') {
    return ctx.app.inject({
      ...common,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(request.body.value) ?? 'null',
    });
  }
  if (request.body.kind === 'multipart') {
    const { payload, contentType } = encodeMultipart(request.body.parts);
    return ctx.app.inject({ ...common, headers: { ...headers, 'content-type': contentType }, payload });
  }
  return ctx.app.inject({ ...common, headers });
}

describe(`hostile input (seed ${SEED})`, () => {
  for (const row of AUTHORIZATION_MATRIX) {
    if (row.variant) continue;
    it(`${routeKey(row)}: no 5xx, a message on every 4xx, nothing changed when refused`, async () => {
      const world = await seedWorld(ctx, row.world);
      const sample = castOf(world, 'admOther');
      const validBody = row.body
        ? (row.body(bodyContextOf(world, sample.caller, sample.target)) as Record<string, unknown>)
        : null;
      await fc.assert(
        fc.asyncProperty(hostileRequestFor(row, validBody), async (request) => {
          // An earlier allowed request may have queued slip generation or mail: let them finish first.
          await ctx.app.services.payroll.whenIdle();
          await ctx.app.services.mail.idle();
          const before = await fingerprint();
          const res = await send(row, world, request);
          figures.sent += 1;
          if (res.statusCode >= 500) figures.fiveHundreds += 1;
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 300) {
            figures.refused += 1;
            const message = (res.json() as { message?: unknown }).message;
            expect(typeof message === 'string' && message.length > 0, res.body).toBe(true);
            expect(await fingerprint(), `refused ${res.statusCode} but data changed`).toBe(before);
          } else {
            figures.allowed += 1;
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }, 120_000);
  }
});
