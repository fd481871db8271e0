import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '../../../components/ui/app-toaster';
import { describe, expect, it, vi } from 'vitest';
import { TASK_MESSAGES, type Task } from '@hrms/shared';
import { emitLocally } from '../../../lib/realtime';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { useCompleteTask } from '../api/mutations';
import { taskKeys } from '../api/queries';
import { useAdminTaskUpdates, usePersonalTaskUpdates } from './use-task-live-updates';

const ADMIN = 'adm-1';
const task = (overrides: Partial<Task> = {}): Task => ({
  _id: 't1',
  title: 'Prepare the Q4 report',
  description: '',
  date: '2026-11-23',
  time: '15:30',
  status: 'Pending',
  assignedTo: { _id: 'emp-1', name: 'Asha Rao' },
  createdBy: { _id: ADMIN, name: 'Anita Admin' },
  ...overrides,
});

function setup(userId: string, created: Task[] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(taskKeys.created(ADMIN), created);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<AppToaster durationMs={Number.POSITIVE_INFINITY} />);
  const hook = renderHook(
    () => {
      useAdminTaskUpdates(userId);
      usePersonalTaskUpdates(userId);
      return useCompleteTask(userId);
    },
    { wrapper },
  );
  return { client, hook };
}

describe('task live updates (spec section 4)', () => {
  it('tells the assignee about a new task and refetches their list', async () => {
    const { client } = setup('emp-1');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => emitLocally('personal_task_update', { action: 'created', task: task() }));
    expect(await screen.findByText(TASK_MESSAGES.liveAssigned('Prepare the Q4 report'))).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: taskKeys.mine('emp-1') });
  });

  it('replaces the Admin’s row in place and announces the assignee completing it', async () => {
    const { client } = setup(ADMIN, [task()]);
    act(() => emitLocally('admin_task_status_updated', task({ status: 'Completed' })));
    expect(
      await screen.findByText(TASK_MESSAGES.liveStatus('Prepare the Q4 report', 'Completed')),
    ).toBeInTheDocument();
    expect(client.getQueryData<Task[]>(taskKeys.created(ADMIN))?.[0]?.status).toBe('Completed');
  });

  it('removes a deleted task from the Admin’s table with a toast', async () => {
    const { client } = setup(ADMIN, [task(), task({ _id: 't2', title: 'Other' })]);
    // The server sends the task as it was before it went.
    act(() => emitLocally('admin_task_deleted', task()));
    expect(await screen.findByText(TASK_MESSAGES.liveDeleted)).toBeInTheDocument();
    expect(client.getQueryData<Task[]>(taskKeys.created(ADMIN))?.map((t) => t._id)).toEqual(['t2']);
  });

  it('shows no second toast for the echo of this browser’s own change, even before its answer arrives', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { client, hook } = setup(ADMIN, [task({ assignedTo: { _id: ADMIN, name: 'Anita Admin' } })]);
    act(() => hook.result.current.mutate('t1'));
    await waitFor(() => expect(client.isMutating()).toBe(1));
    await waitFor(() => expect(calls).toHaveLength(1));
    const completed = task({ status: 'Completed', assignedTo: { _id: ADMIN, name: 'Anita Admin' } });
    // The server emits after commit, so the socket can beat the HTTP answer.
    act(() => emitLocally('admin_task_status_updated', completed));
    act(() => emitLocally('personal_task_update', { action: 'completed', task: completed }));
    answer(jsonResponse(completed));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    act(() => emitLocally('admin_task_status_updated', completed));
    expect(client.getQueryData<Task[]>(taskKeys.created(ADMIN))?.[0]?.status).toBe('Completed');
    // Someone else's change, sent last: toasts show in order, so an echo's toast would be on screen by now.
    const other = task({ _id: 't2', title: 'Sort the mail', status: 'Completed' });
    act(() => emitLocally('admin_task_status_updated', other));
    expect(
      await screen.findByText(TASK_MESSAGES.liveStatus('Sort the mail', 'Completed')),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(TASK_MESSAGES.liveStatus('Prepare the Q4 report', 'Completed')),
    ).not.toBeInTheDocument();
  });
});
