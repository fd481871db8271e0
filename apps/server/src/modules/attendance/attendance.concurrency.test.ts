import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: '2026-11-20T04:00:00.000Z' }); // 09:30 Kolkata, Friday
});
afterAll(async () => ctx.close());

const rowsOf = (userId: string) =>
  ctx.db
    .select()
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, '2026-11-20')));

describe('simultaneous punches', () => {
  it('100 parallel punch-ins for one person make exactly one row and one success', async () => {
    const user = await createUser(ctx);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        ctx.app.inject({ method: 'POST', url: `/api/employees/${user.id}/punch-in`, headers: bearer(user) }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('parallel punch-outs stamp the check-out once', async () => {
    const user = await createUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${user.id}/punch-in`,
      headers: bearer(user),
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({ method: 'POST', url: `/api/employees/${user.id}/punch-out`, headers: bearer(user) }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [row] = await rowsOf(user.id);
    expect(row?.status).toBe('Present');
  });
});
