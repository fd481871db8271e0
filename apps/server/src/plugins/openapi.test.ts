import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// The operations the API offered before routes were registered from the shared endpoint tables
// (issue 18). A route added or removed on purpose updates the fixture in the same change.
const FIXTURE = new URL('./openapi-operations.json', import.meta.url);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe('the OpenAPI document', () => {
  it('lists exactly the operations of the fixture (method and path)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operations = operationsOf(res.json());
    if (process.env.UPDATE_OPENAPI_FIXTURE) {
      fs.writeFileSync(FIXTURE, `${JSON.stringify(operations, null, 2)}\n`);
    }
    expect(operations).toEqual(JSON.parse(fs.readFileSync(FIXTURE, 'utf8')));
  });
});
