import { useState } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { MESSAGES, TASK_MESSAGES, formatDateDMY, type SessionUser, type Task } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useOrgToday } from '../../../lib/org-clock';
import { useCreatedTasks } from '../api/queries';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { TaskFormDialog, type TaskDialogState } from './TaskFormDialog';
import { TaskStatusBadge } from './TaskStatusBadge';

/** Admin: Assigned Tasks table with View / Update / Delete and '+ Create Task'. */
export function TaskManagementTab({ user }: { user: SessionUser }) {
  const today = useOrgToday();
  const query = useCreatedTasks(user.id);
  const [dialog, setDialog] = useState<TaskDialogState>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const tasks = query.data ?? [];
  const { page, pageCount, pageRows, setPage } = usePagination(tasks);
  const openDialog = (next: TaskDialogState) => {
    setDialogKey((key) => key + 1);
    setDialog(next);
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Task Management</CardTitle>
        <Button onClick={() => openDialog({ mode: 'create' })}>+ Create Task</Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        <h3 className="text-base font-semibold">Assigned Tasks</h3>
        {query.isPending ? (
          <ListSkeleton rows={2} label="Loading tasks" />
        ) : query.isError ? (
          <EmptyState title={MESSAGES.dashboardLoadFailed} />
        ) : tasks.length === 0 ? (
          <EmptyState title={TASK_MESSAGES.noneCreated} />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Task Title</TableHead>
                <TableHead>Assigned To</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {pageRows.map((task) => (
                <TableRow key={task._id} data-testid="admin-task-row">
                  <TableCell className="max-w-64 min-w-40 font-medium break-words whitespace-normal">
                    {task.title}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{task.assignedTo.name}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateDMY(task.date)}</TableCell>
                  <TableCell>
                    <TaskStatusBadge status={task.status} />
                  </TableCell>
                  <TableCell>
                    <div className="flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`View ${task.title}`}
                        onClick={() => openDialog({ mode: 'view', task })}
                      >
                        <Eye className="size-4" aria-hidden="true" />
                        <span className="hidden lg:inline">View</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Update ${task.title}`}
                        onClick={() => openDialog({ mode: 'edit', task })}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                        <span className="hidden lg:inline">Update</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete ${task.title}`}
                        onClick={() => setDeleting(task)}
                      >
                        <Trash2 className="size-4 text-destructive" aria-hidden="true" />
                        <span className="hidden lg:inline">Delete</span>
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Assigned Tasks pages" />
      </CardContent>
      <TaskFormDialog
        key={dialogKey}
        state={dialog}
        adminId={user.id}
        today={today}
        onClose={() => setDialog(null)}
      />
      <DeleteTaskDialog task={deleting} adminId={user.id} onClose={() => setDeleting(null)} />
    </Card>
  );
}
