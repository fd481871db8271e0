import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, type Person } from './people.ts';

/**
 * Asks for slips through POST /api/admin/generate-salary as the e2e Admin and waits until every person
 * has a slip for `month` (generation runs in the background, so the request only queues it).
 */
export async function generateSlips(
  request: APIRequestContext,
  people: Pick<Person, '_id'>[],
  month: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const res = await request.post('/api/admin/generate-salary', {
    headers,
    data: { employeeIds: people.map((person) => person._id), month },
  });
  expect(res.status(), await res.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/admin/salaries', { headers });
        const records = (await list.json()) as {
          employeeId: string;
          month: string;
          slipPath: string | null;
        }[];
        return people.filter((person) =>
          records.some((r) => r.employeeId === person._id && r.month === month && r.slipPath),
        ).length;
      },
      { timeout: 60_000 },
    )
    .toBe(people.length);
}
