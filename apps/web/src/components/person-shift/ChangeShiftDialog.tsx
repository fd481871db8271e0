import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { WORK_CALENDAR_MESSAGES, shiftAssignmentBodySchema, type ShiftAssignmentBody } from '@hrms/shared';
import { SUBMIT_ONLY, firstErrorMessage } from '../../lib/form';
import { shiftLabel, useAssignShift, useShifts } from '../../lib/shifts';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';

/** The assignment form: the server's body, from today at the earliest (the server checks it again). */
const assignmentFormSchema = (today: string) =>
  shiftAssignmentBodySchema.refine((body) => body.from >= today, {
    message: WORK_CALENDAR_MESSAGES.pastEffectiveDate,
    path: ['from'],
  });

interface ChangeShiftDialogProps {
  open: boolean;
  personId: string;
  personName?: string;
  today: string;
  onClose: () => void;
}

/** 'Change shift' (Admin, HR): a shift and the date it starts; the parent remounts it per opening. */
export function ChangeShiftDialog({ open, personId, personName, today, onClose }: ChangeShiftDialogProps) {
  const form = useForm<ShiftAssignmentBody>({
    ...SUBMIT_ONLY,
    resolver: zodResolver(assignmentFormSchema(today)),
    defaultValues: { shiftId: '', from: today },
  });
  const error = firstErrorMessage(form.formState.errors);
  const shifts = useShifts({ enabled: open });
  const assign = useAssignShift(personId);

  const onSubmit = form.handleSubmit((body) =>
    assign.mutate(body, {
      onSuccess: () => {
        toast.success('Shift changed.');
        onClose();
      },
      onError: (failure) => toast.error(failure.message),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next || assign.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change shift</DialogTitle>
          <DialogDescription>
            {personName ? `${personName} works this shift from the date chosen on. ` : ''}
            Days before it keep the shift they had.
          </DialogDescription>
        </DialogHeader>
        <form id="change-shift-form" onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="change-shift-shift">Shift</Label>
            <Controller
              control={form.control}
              name="shiftId"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={assign.isPending}>
                  <SelectTrigger id="change-shift-shift" aria-label="Shift">
                    <SelectValue placeholder={shifts.isPending ? 'Loading shifts...' : 'Select a shift'} />
                  </SelectTrigger>
                  <SelectContent>
                    {(shifts.data ?? []).map((shift) => (
                      <SelectItem key={shift.id} value={shift.id}>
                        {shiftLabel(shift)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="change-shift-from">From</Label>
            <Controller
              control={form.control}
              name="from"
              render={({ field }) => (
                <DatePicker
                  id="change-shift-from"
                  value={field.value}
                  onChange={field.onChange}
                  min={today}
                  today={today}
                  disabled={assign.isPending}
                />
              )}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="change-shift-form" loading={assign.isPending}>
            Change shift
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
