import { lazy, useState } from 'react';
import { ChevronRight, ListTodo } from 'lucide-react';
import { formatDateDMY, formatTime12h } from '@hrms/shared';
import { Deferred } from '../../../components/deferred';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { renderListState } from '../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { useMyTasks } from '../api/queries';
import { TaskStatusBadge } from './TaskStatusBadge';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';

// Loads when a task is first opened.
const TaskDetailDialog = lazy(() =>
  import('./TaskDetailDialog').then((m) => ({ default: m.TaskDetailDialog })),
);

/** Home: My Assigned Tasks, each with its status, 'From' creator and date; a click opens the dialog. */
export function MyTasksSection({ userId }: { userId: string }) {
  const { t, digits } = useT();
  const query = useMyTasks(userId);
  const [openId, setOpenId] = useState<string | null>(null);
  const tasks = query.data ?? [];
  const { page, pageCount, pageRows, setPage } = usePagination(tasks);
  // The dialog shows the live copy, so a completion elsewhere is reflected at once.
  const open = tasks.find((task) => task._id === openId) ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListTodo className="size-5 text-primary" aria-hidden="true" />
          {t('tasks.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {renderListState({
          query,
          loading: t('tasks.loading'),
          rows: 1,
          variant: 'card',
          empty: t('tasks.none'),
          isEmpty: tasks.length === 0,
          icon: ListTodo,
          retry: false,
        }) ?? (
          <ul className="grid gap-2">
            {pageRows.map((task) => (
              <li key={task._id}>
                <button
                  type="button"
                  data-testid="my-task"
                  onClick={() => setOpenId(task._id)}
                  className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
                >
                  <span className="min-w-0 grid gap-0.5">
                    <span className="font-medium break-words">{task.title}</span>
                    <span className="text-xs text-muted-foreground">
                      {t('tasks.from', {
                        name: task.createdBy.name,
                        date: toDigits(formatDateDMY(task.date), digits),
                        time: toDigits(formatTime12h(task.time), digits),
                      })}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <TaskStatusBadge status={task.status} />
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={t('tasks.pages')} />
      </CardContent>
      <Deferred when={open !== null}>
        <TaskDetailDialog task={open} userId={userId} onClose={() => setOpenId(null)} />
      </Deferred>
    </Card>
  );
}
