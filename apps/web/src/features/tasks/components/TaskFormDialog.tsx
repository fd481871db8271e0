import type { FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  TASK_DESCRIPTION_MAX,
  TASK_MESSAGES,
  TASK_TITLE_MAX,
  taskFormSchema,
  type Task,
  type TaskBody,
} from '@hrms/shared';
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
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { useCreateTask, useUpdateTask } from '../api/mutations';
import { usePeopleList } from '../../../lib/people-list';

export type TaskDialogState = { mode: 'create' } | { mode: 'view' | 'edit'; task: Task } | null;

interface TaskFormDialogProps {
  state: TaskDialogState;
  adminId: string;
  today: string;
  onClose: () => void;
}

const TITLES = { create: 'Create Task', edit: 'Update Task', view: 'Task Details' } as const;

/** The form holds the task body as typed (createdBy is the server's to set). */
function initialValues(state: TaskDialogState): TaskBody {
  if (!state || state.mode === 'create')
    return { title: '', description: '', date: '', time: '', assignedTo: '' };
  const { title, description, date, time, assignedTo } = state.task;
  return { title, description, date, time, assignedTo: assignedTo._id };
}

/** Create, update or view a task. The parent remounts it per opening (key), so each starts fresh. */
export function TaskFormDialog({ state, adminId, today, onClose }: TaskFormDialogProps) {
  const mode = state?.mode ?? 'create';
  const form = useForm({
    ...SUBMIT_ONLY,
    // A new task starts from today on; an edited one may keep its (maybe past) day.
    resolver: zodResolver(taskFormSchema(mode === 'create' ? today : undefined)),
    defaultValues: initialValues(state),
  });
  const values = useWatch({ control: form.control });
  const error = firstErrorMessage(form.formState.errors);
  const people = usePeopleList('Admin', { enabled: state !== null });
  const create = useCreateTask(adminId);
  const update = useUpdateTask(adminId);
  const readOnly = mode === 'view';
  const pending = create.isPending || update.isPending;

  const save = form.handleSubmit(({ title, description, date, time, assignedTo }) => {
    if (!state || state.mode === 'view') return;
    const input = { title, description, date, time, assignedTo };
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
  });
  const onSubmit = (event: FormEvent) => {
    // Viewing sends nothing and checks nothing.
    if (readOnly) event.preventDefault();
    else void save(event);
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
            values={values}
            onChange={(field, value) => form.setValue(field, value)}
            maxLength={{ title: TASK_TITLE_MAX, description: TASK_DESCRIPTION_MAX }}
            minDate={mode === 'create' ? today : undefined}
            today={today}
            readOnly={readOnly}
          />
          <div className="grid gap-2">
            <Label htmlFor="task-assignee">Assigned Employee *</Label>
            <Controller
              control={form.control}
              name="assignedTo"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={readOnly}>
                  <SelectTrigger id="task-assignee" aria-label="Assigned Employee">
                    <SelectValue
                      placeholder={people.isPending ? 'Loading people...' : 'Select an employee'}
                    />
                  </SelectTrigger>
                  <SelectContent className="max-h-[300px] overflow-y-auto">
                    {withCurrent.map((person) => (
                      <SelectItem key={person._id} value={person._id}>
                        {person.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
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
