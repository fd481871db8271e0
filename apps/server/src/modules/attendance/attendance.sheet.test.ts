import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES as M } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' }); // Friday 09:30 Kolkata
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  const people = [
    await createUser(ctx, { name: 'Esha "E" Employee' }),
    await createUser(ctx, { name: 'Ravi' }),
  ];
  for (const [i, person] of people.entries()) {
    for (const [date, status] of [
      ['2026-11-02', 'Absent'],
      ['2026-11-03', i === 0 ? 'Half Day' : 'Present'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/attendance/manual-mark',
        headers: bearer(admin),
        payload: { employeeId: person.id, date, status },
      });
      expect(res.statusCode).toBe(200);
    }
  }
});
afterAll(async () => ctx.close());

const getSheet = (caller: TestUser, query = '?month=2026-11', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/attendance-sheet${query}`,
    headers: { ...bearer(caller), ...headers },
  });

describe('the attendance sheet for the spec’s original client', () => {
  it('carries the rows under `sheet` as well as `rows`, the very same list', async () => {
    const res = await getSheet(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['month', 'dates', 'rows', 'sheet']);
    expect(body.rows).toHaveLength(4);
    expect(body.sheet).toEqual(body.rows);
    expect(
      body.rows.find((row: { employeeName: string }) => row.employeeName === 'Esha "E" Employee'),
    ).toMatchObject({ attendance: { '2026-11-02': 'Absent', '2026-11-03': 'Half Day' } });
    // One JSON text written twice: the two keys are identical to the byte.
    const rowsText = JSON.stringify(body.rows);
    expect(res.body).toBe(
      `{"month":"2026-11","dates":${JSON.stringify(body.dates)},"rows":${rowsText},"sheet":${rowsText}}`,
    );
  });

  it('compresses the same answer', async () => {
    const plain = await getSheet(admin);
    const br = await getSheet(admin, '?month=2026-11', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps its refusals as { message, code }', async () => {
    const badMonth = await getSheet(admin, '?month=2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json()).toEqual({ code: 'invalid_input', message: M.invalidMonth });
    const forbidden = await getSheet(hr);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: expect.any(String), code: 'forbidden' });
  });

  it('is described with both keys in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema =
      doc.paths['/api/admin/attendance-sheet'].get.responses['200'].content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['month', 'dates', 'rows', 'sheet']));
    expect(schema.properties.sheet.items.required).toEqual(schema.properties.rows.items.required);
  });
});
