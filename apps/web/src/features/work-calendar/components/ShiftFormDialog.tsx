import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Shift } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCreateShift, useUpdateShift } from '../api/shifts';
import { shiftFormSchema, shiftFormValues, type ShiftBody, type ShiftFormValues } from '../shift-form';

export type ShiftDialogState = { mode: 'add' } | { mode: 'edit'; shift: Shift } | null;

/** Add or edit a shift (Admin). The parent remounts it per opening (key), so each starts fresh. */
export function ShiftFormDialog({ state, onClose }: { state: ShiftDialogState; onClose: () => void }) {
  const editing = state?.mode === 'edit' ? state.shift : undefined;
  const form = useForm<ShiftFormValues, unknown, ShiftBody>({
    ...SUBMIT_ONLY,
    // The inputs hold text; the schema reads the numbers from it (its input type is wider than the form's).
    resolver: zodResolver(shiftFormSchema) as Resolver<ShiftFormValues, unknown, ShiftBody>,
    defaultValues: shiftFormValues(editing),
  });
  const error = firstErrorMessage(form.formState.errors);
  const create = useCreateShift();
  const update = useUpdateShift();
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((body) => {
    const done = {
      onSuccess: () => {
        toast.success(editing ? 'Shift updated.' : 'Shift added.');
        onClose();
      },
      // The dialog stays open with what was typed; the server's reason says what to fix.
      onError: (failure: Error) => toast.error(failure.message),
    };
    if (editing) update.mutate({ id: editing.id, body }, done);
    else create.mutate(body, done);
  });

  const field = (
    name: keyof ShiftFormValues,
    label: string,
    props: { type?: string; step?: string; min?: string; placeholder?: string } = {},
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`shift-${name}`}>{label}</Label>
      <Input id={`shift-${name}`} disabled={pending} {...props} {...form.register(name)} />
    </div>
  );

  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit shift' : 'Add shift'}</DialogTitle>
          <DialogDescription>
            A shift ending before it starts ends on the next day. Minimum hours are optional.
          </DialogDescription>
        </DialogHeader>
        <form id="shift-form" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{field('name', 'Name', { placeholder: 'Night' })}</div>
          {field('start', 'Starts at', { type: 'time' })}
          {field('end', 'Ends at', { type: 'time' })}
          {field('punchInFrom', 'Punch-in from', { type: 'time' })}
          {field('punchInUntil', 'Punch-in until', { type: 'time' })}
          {field('graceMinutes', 'Grace (minutes)', { type: 'number', min: '0', step: '1' })}
          <span className="hidden sm:block" />
          {field('minHoursFullDay', 'Minimum hours, full day', { type: 'number', min: '0', step: '0.25' })}
          {field('minHoursHalfDay', 'Minimum hours, half day', { type: 'number', min: '0', step: '0.25' })}
          {error ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {error}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="shift-form" loading={pending}>
            {editing ? 'Save shift' : 'Add shift'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
