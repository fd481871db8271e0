import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '@hrms/shared';
import { findLeaks } from './authorization-leaks.ts';
import {
  AUTHORIZATION_MATRIX,
  CALLERS,
  outcomesOf,
  routeKey,
  type CallerKey,
  type MatrixRow,
} from './authorization-matrix.ts';
import { OWN_ID_KEPT, personWrites, refusesOwnId } from './authorization-matrix.own-id.ts';
import { bodyContextOf, castOf, resolveRef } from './authorization-cast.ts';
import { seedWorld, type World } from './authorization-world.ts';
import { bearer, createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let readWorld: World;
const figures = { cells: 0, allowed: 0, refused: 0, leakChecks: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  readWorld = await seedWorld(ctx);
}, 180_000);
afterAll(async () => {
  console.log(
    `[authorization matrix] ${AUTHORIZATION_MATRIX.length} rows x ${CALLERS.length} callers = ${figures.cells} cells ` +
      `(${figures.allowed} allowed, ${figures.refused} refused), ${figures.leakChecks} bodies checked for leaks`,
  );
  await ctx.close();
});

function callPath(row: MatrixRow, world: World, callerKey: CallerKey): string {
  const { caller, target } = castOf(world, callerKey);
  let url = row.path;
  for (const [name, ref] of Object.entries(row.params ?? {})) {
    url = url.replace(`:${name}`, encodeURIComponent(resolveRef(ref, caller, target)));
  }
  if (url.includes('/:')) throw new Error(`${routeKey(row)}: a path parameter has no ref in params`);
  const query = new URLSearchParams(row.query ?? {}).toString();
  return query ? `${url}?${query}` : url;
}

interface CellResult {
  problems: string[];
  succeeded: boolean;
}

/** Runs one cell; returns what is wrong with it (empty: as the matrix says, nothing leaked). */
async function runCell(row: MatrixRow, world: World, callerKey: CallerKey): Promise<CellResult> {
  const { caller, target } = castOf(world, callerKey);
  const expected = outcomesOf(row)[callerKey];
  const res = await ctx.app.inject({
    method: row.method,
    url: callPath(row, world, callerKey),
    headers: caller ? bearer(caller.user) : {},
    ...(row.body ? { payload: row.body(bodyContextOf(world, caller, target)) as object } : {}),
  });
  figures.cells += 1;
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  if (ok) figures.allowed += 1;
  else figures.refused += 1;
  const problems: string[] = [];
  const matches = expected === 'ok' ? ok : res.statusCode === expected;
  if (!matches) problems.push(`expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
  if (!ok) {
    const { message, code } = res.json() as { message?: unknown; code?: unknown };
    if (typeof message !== 'string' || message.length === 0) problems.push('refusal without a { message }');
    if (code !== errorCodeOf(res.statusCode)) problems.push(`refusal with code ${String(code)}`);
  }
  figures.leakChecks += 1;
  problems.push(
    ...findLeaks(res.body, res.headers['content-type'] as string | undefined, world, callerKey, caller),
  );
  return { problems: problems.map((p) => `${callerKey}: ${p}`), succeeded: ok };
}

describe('authorisation matrix', () => {
  for (const row of AUTHORIZATION_MATRIX) {
    const name = `${routeKey(row)}${row.variant ? ` (${row.variant})` : ''}: ${row.expect}`;
    it(
      name,
      async () => {
        const problems: string[] = [];
        // Reads share one world; a write row gets its own, seeded again after every allowed write
        // so one caller's success never spoils the next caller's cell.
        const isRead = row.method === 'GET';
        let world = isRead ? readWorld : await seedWorld(ctx, row.world);
        for (const callerKey of CALLERS) {
          const result = await runCell(row, world, callerKey);
          problems.push(...result.problems);
          if (!isRead && result.succeeded) world = await seedWorld(ctx, row.world);
        }
        expect(problems).toEqual([]);
      },
      120_000,
    );
  }
});

describe('authorisation matrix coverage', () => {
  it('has a row for every registered /api route and no row without a route', () => {
    const registered = new Set(ctx.app.apiRoutes.map((r) => routeKey({ method: r.method, path: r.url })));
    const inMatrix = new Set(AUTHORIZATION_MATRIX.map(routeKey));
    const withoutRow = [...registered].filter((key) => !inMatrix.has(key)).sort();
    const withoutRoute = [...inMatrix].filter((key) => !registered.has(key)).sort();
    console.log(
      `[authorization matrix] ${registered.size} registered /api routes, ${inMatrix.size} in the matrix`,
    );
    expect({ withoutRow, withoutRoute }).toEqual({ withoutRow: [], withoutRoute: [] });
  });

  it("decides the caller's own id on every route where staff write another person (issue 39)", () => {
    const undecided = personWrites(AUTHORIZATION_MATRIX).filter(
      (key) => !refusesOwnId(AUTHORIZATION_MATRIX, key) && !(key in OWN_ID_KEPT),
    );
    expect(undecided).toEqual([]);
    // The kept list names live routes only.
    expect(
      Object.keys(OWN_ID_KEPT).filter((key) => !personWrites(AUTHORIZATION_MATRIX).includes(key)),
    ).toEqual([]);
  });

  it('every row names seven outcomes and binds every path parameter', () => {
    for (const row of AUTHORIZATION_MATRIX) {
      expect(() => outcomesOf(row)).not.toThrow();
      const names = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(row.params ?? {}).sort(), routeKey(row)).toEqual(names.sort());
    }
  });
});
