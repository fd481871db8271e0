import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TASK_MESSAGES } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// The test clock stands at Friday 20 November 2026, 10:00 in Kolkata.
let ctx: TestContext;
let admin: TestUser;
let admin2: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anita Admin' });
  admin2 = await createUser(ctx, { role: 'Admin', name: 'Arun Admin' });
  hr = await createUser(ctx, { role: 'HR', name: 'Harish HR' });
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
  ravi = await createUser(ctx, { role: 'Employee', name: 'Ravi Kumar' });
});
afterAll(() => ctx.close());

const body = (overrides: object = {}) => ({
  title: 'Prepare the Q4 report',
  description: 'Figures by Monday',
  date: '2026-11-23',
  time: '11:00',
  assignedTo: asha.id,
  ...overrides,
});
const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
const createTask = async (overrides: object = {}) =>
  (await call(admin, 'POST', '/api/tasks', body(overrides))).json();

describe('creating', () => {
  it('Admin creates a task; the creator is the caller whatever the body says; everyone concerned is told', async () => {
    const toUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    const toRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    try {
      const res = await call(admin, 'POST', '/api/tasks', body({ createdBy: hr.id }));
      expect(res.statusCode).toBe(201);
      const task = res.json();
      expect(task).toEqual({
        _id: expect.any(String),
        title: 'Prepare the Q4 report',
        description: 'Figures by Monday',
        date: '2026-11-23',
        time: '11:00',
        status: 'Pending',
        assignedTo: { _id: asha.id, name: 'Asha Rao' },
        createdBy: { _id: admin.id, name: 'Anita Admin' },
      });
      expect(toUser).toHaveBeenCalledWith(asha.id, 'personal_task_update', { action: 'created', task });
      expect(toRoles).toHaveBeenCalledWith(['Admin'], 'admin_task_created', task);
      expect(toUser).toHaveBeenCalledTimes(1);
    } finally {
      toUser.mockRestore();
      toRoles.mockRestore();
    }
  });

  it.each([
    [{ title: '' }],
    [{ title: '   ' }],
    [{ date: '' }],
    [{ time: undefined }],
    [{ assignedTo: '' }],
    [{ assignedTo: undefined }],
  ])('asks for title, date, time and assignee: %j', async (overrides) => {
    const res = await call(admin, 'POST', '/api/tasks', body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message: TASK_MESSAGES.required });
  });

  it('refuses a past date on create', async () => {
    const res = await call(admin, 'POST', '/api/tasks', body({ date: '2026-11-19' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message: TASK_MESSAGES.pastDate });
    expect((await call(admin, 'POST', '/api/tasks', body({ date: '2026-11-20' }))).statusCode).toBe(201);
  });

  it('refuses an assignee who does not exist', async () => {
    for (const assignedTo of ['00000000-0000-4000-8000-000000000000', 'someone']) {
      const res = await call(admin, 'POST', '/api/tasks', body({ assignedTo }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'unprocessable', message: TASK_MESSAGES.unknownAssignee });
    }
  });
});

describe('who may manage tasks', () => {
  it('an Employee or HR cannot create, update or delete tasks', async () => {
    const task = await createTask();
    for (const who of [hr, asha]) {
      expect((await call(who, 'POST', '/api/tasks', body())).statusCode).toBe(403);
      expect((await call(who, 'PUT', `/api/tasks/${task._id}`, body({ title: 'Hijacked' }))).statusCode).toBe(
        403,
      );
      expect((await call(who, 'DELETE', `/api/tasks/${task._id}`)).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/tasks/admin-created/${who.id}`)).statusCode).toBe(403);
    }
    const mine = (await call(asha, 'GET', `/api/tasks/user/${asha.id}`)).json();
    expect(mine.find((t: { _id: string }) => t._id === task._id).title).toBe('Prepare the Q4 report');
  });

  it('lists are one’s own: assigned tasks and Admin-created tasks', async () => {
    expect((await call(ravi, 'GET', `/api/tasks/user/${asha.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/tasks/user/${asha.id}`)).statusCode).toBe(403);
    expect((await call(admin2, 'GET', `/api/tasks/admin-created/${admin.id}`)).statusCode).toBe(403);
    const created = (await call(admin, 'GET', `/api/tasks/admin-created/${admin.id}`)).json();
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((t: { createdBy: { _id: string } }) => t.createdBy._id === admin.id)).toBe(true);
    expect((await call(admin2, 'GET', `/api/tasks/admin-created/${admin2.id}`)).json()).toEqual([]);
  });
});

describe('updating and deleting', () => {
  it('updates (a past date is allowed) and tells the old and the new assignee', async () => {
    const task = await createTask();
    const toUser = vi.spyOn(ctx.app.realtime, 'emitToUser');
    try {
      const res = await call(
        admin,
        'PUT',
        `/api/tasks/${task._id}`,
        body({ title: 'Revised', date: '2026-11-01', assignedTo: ravi.id }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        title: 'Revised',
        date: '2026-11-01',
        assignedTo: { _id: ravi.id, name: 'Ravi Kumar' },
      });
      expect(
        toUser.mock.calls.map(([id, , payload]) => [id, (payload as { action: string }).action]),
      ).toEqual([
        [asha.id, 'deleted'],
        [ravi.id, 'updated'],
      ]);
    } finally {
      toUser.mockRestore();
    }
    expect((await call(admin, 'PUT', `/api/tasks/${task._id}`, body({ title: '' }))).json()).toEqual({
      code: 'invalid_input',
      message: TASK_MESSAGES.required,
    });
    expect(
      (await call(admin, 'PUT', '/api/tasks/00000000-0000-4000-8000-000000000000', body())).statusCode,
    ).toBe(404);
  });

  it('deletes, and says so to the assignee and the Admins', async () => {
    const task = await createTask();
    const toRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    try {
      const res = await call(admin2, 'DELETE', `/api/tasks/${task._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ _id: task._id, message: TASK_MESSAGES.deleted });
      expect(toRoles).toHaveBeenCalledWith(
        ['Admin'],
        'admin_task_deleted',
        expect.objectContaining({ _id: task._id }),
      );
    } finally {
      toRoles.mockRestore();
    }
    expect((await call(admin, 'DELETE', `/api/tasks/${task._id}`)).statusCode).toBe(404);
  });
});

describe('completing', () => {
  it('the assignee completes a Pending task once; a second time is 409', async () => {
    const task = await createTask();
    const toRoles = vi.spyOn(ctx.app.realtime, 'emitToRoles');
    try {
      const res = await call(asha, 'PUT', `/api/tasks/${task._id}/status`, { status: 'Completed' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: task._id, status: 'Completed' });
      expect(toRoles).toHaveBeenCalledWith(['Admin'], 'admin_task_status_updated', res.json());
    } finally {
      toRoles.mockRestore();
    }
    const again = await call(asha, 'PUT', `/api/tasks/${task._id}/status`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: TASK_MESSAGES.alreadyCompleted });
  });

  it('someone else’s task answers 404 to a non-Admin; an Admin may complete any', async () => {
    const task = await createTask();
    expect((await call(ravi, 'PUT', `/api/tasks/${task._id}/status`)).statusCode).toBe(404);
    expect((await call(hr, 'PUT', `/api/tasks/${task._id}/status`)).statusCode).toBe(404);
    expect((await call(admin2, 'PUT', `/api/tasks/${task._id}/status`)).statusCode).toBe(200);
  });
});
