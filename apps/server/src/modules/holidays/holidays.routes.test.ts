import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLIDAY_MESSAGES } from '@hrms/shared';
import { holidays } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026, 10:00 in Kolkata.
let ctx: TestContext;
let asha: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
});
afterAll(() => ctx.close());

const list = (query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/holidays${query}`, headers: bearer(asha) });

describe('the holiday list', () => {
  it('is empty on a fresh install', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists a year's holidays sorted by date; the current year by default", async () => {
    await ctx.db.insert(holidays).values([
      { date: '2027-01-26', name: 'Republic Day', kind: 'public' },
      { date: '2026-10-02', name: 'Gandhi Jayanti', kind: 'public' },
      { date: '2026-08-15', name: 'Independence Day', kind: 'public' },
      { date: '2026-11-08', name: 'Diwali', kind: 'optional' },
    ]);
    const thisYear = (await list()).json() as { date: string; name: string; kind: string }[];
    expect(thisYear.map(({ date, name, kind }) => [date, name, kind])).toEqual([
      ['2026-08-15', 'Independence Day', 'public'],
      ['2026-10-02', 'Gandhi Jayanti', 'public'],
      ['2026-11-08', 'Diwali', 'optional'],
    ]);
    expect((await list('?year=2027')).json()).toEqual([
      expect.objectContaining({ date: '2027-01-26', name: 'Republic Day', kind: 'public' }),
    ]);
  });

  it.each(['?year=abc', '?year=1999', '?year=2026.5'])('refuses %s with a clear message', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', message: HOLIDAY_MESSAGES.invalidYear });
  });
});
