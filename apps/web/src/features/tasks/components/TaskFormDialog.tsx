import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { TASK_DESCRIPTION_MAX, TASK_MESSAGES, TASK_TITLE_MAX, type Task } from '@hrms/shared';
import { ScheduleFields } from '../../../components/schedule-fields';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { usePeopleList } from '../../../lib/people-list';
import { useCreateTask, useUpdateTask, type TaskInput } from '../api/mutations';

export type TaskDialogState = { mode: 'create' } | { mode: 'view' | 'edit'; task: Task } | null;

interface TaskFormDialogProps {
  state: TaskDialogState;
  adminId: string;
  today: string;
  onClose: () => void;
}

const TITLES = { create: 'Create Task', edit: 'Update Task', view: 'Task Details' } as const;

/** The form holds each field of the task body as the text typed (createdBy is the server's to set). */
type TaskForm = { [K in Exclude<keyof TaskInput, 'createdBy'>]-?: string };

function initialValues(state: TaskDialogState): TaskForm {
  if (!state || state.mode === 'create')
    return { title: '', description: '', date: '', time: '', assignedTo: '' };
  const { title, description, date, time, assignedTo } = state.task;
  return { title, description, date, time, assignedTo: assignedTo._id };
}

/** Create, update or view a task. The parent remounts it per opening (key), so each starts fresh. */
export function TaskFormDialog({ state, adminId, today, onClose }: TaskFormDialogProps) {
  const [form, setForm] = useState<TaskForm>(() => initialValues(state));
  const [error, setError] = useState<string | null>(null);
  const people = usePeopleList('Admin', { enabled: state !== null });
  const create = useCreateTask(adminId);
  const update = useUpdateTask(adminId);
  const mode = state?.mode ?? 'create';
  const readOnly = mode === 'view';
  const pending = create.isPending || update.isPending;
  const set = (field: keyof TaskForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!state || state.mode === 'view') return;
    const input = { ...form, title: form.title.trim(), description: form.description.trim() };
    const problem =
      !input.title || !input.date || !input.time || !input.assignedTo
        ? TASK_MESSAGES.required
        : state.mode === 'create' && input.date < today
          ? TASK_MESSAGES.pastDate
          : null;
    setError(problem);
    if (problem) return;
    if (state.mode === 'create') {
      create.mutate(input, {
        onSuccess: () => {
          toast.success(TASK_MESSAGES.created);
          onClose();
        },
        onError: () => toast.error(TASK_MESSAGES.createFailed),
      });
    } else {
      update.mutate(
        { id: state.task._id, input },
        {
          onSuccess: () => {
            toast.success(TASK_MESSAGES.updated);
            onClose();
          },
          onError: () => toast.error(TASK_MESSAGES.updateFailed),
        },
      );
    }
  };

  // A task may be assigned to someone the list no longer offers; keep their name visible.
  const options = people.data ?? [];
  const current = state && state.mode !== 'create' ? state.task.assignedTo : null;
  const withCurrent =
    current && !options.some((p) => p._id === current._id)
      ? [{ ...current, email: '', role: 'Employee' as const }, ...options]
      : options;

  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TITLES[mode]}</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ScheduleFields
            idPrefix="task"
            values={form}
            onChange={set}
            maxLength={{ title: TASK_TITLE_MAX, description: TASK_DESCRIPTION_MAX }}
            minDate={mode === 'create' ? today : undefined}
            today={today}
            readOnly={readOnly}
          />
          <div className="grid gap-2">
            <Label htmlFor="task-assignee">Assigned Employee *</Label>
            <Select
              value={form.assignedTo}
              onValueChange={(value) => set('assignedTo', value)}
              disabled={readOnly}
            >
              <SelectTrigger id="task-assignee" aria-label="Assigned Employee">
                <SelectValue placeholder={people.isPending ? 'Loading people...' : 'Select an employee'} />
              </SelectTrigger>
              <SelectContent className="max-h-[300px] overflow-y-auto">
                {withCurrent.map((person) => (
                  <SelectItem key={person._id} value={person._id}>
                    {person.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {readOnly ? 'Close' : 'Cancel'}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={pending}>
                {mode === 'create' ? 'Create Task' : 'Update Task'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
