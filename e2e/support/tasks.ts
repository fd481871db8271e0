import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, type Person } from './people.ts';

/** POST /api/tasks as the e2e Admin, assigning a task to `assignee`; returns the presented task. */
export async function assignTask(
  request: APIRequestContext,
  assignee: Pick<Person, '_id'>,
  body: { title: string; description?: string; date: string; time: string },
): Promise<{ _id: string; title: string }> {
  const res = await request.post('/api/tasks', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { description: '', ...body, assignedTo: assignee._id },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; title: string };
}
