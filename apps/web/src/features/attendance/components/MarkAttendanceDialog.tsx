import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  ATTENDANCE_MESSAGES as M,
  MANUAL_MARK_STATUSES,
  manualMarkFormSchema,
  type Role,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { SUBMIT_ONLY } from '../../../lib/form';
import { formatDateDMY } from '../../../lib/format';
import { useManualMark } from '../api/manual-mark';

interface MarkTarget {
  employeeId: string;
  employeeName: string;
  date: string;
  current: string | null;
}

/** The Mark attendance status dialog; stays open with its choice kept when saving fails. */
export function MarkAttendanceDialog({
  role,
  target,
  onClose,
}: {
  role: Role;
  target: MarkTarget | null;
  onClose: () => void;
}) {
  // No status chosen is not an error to show: Mark stays disabled until one is.
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(manualMarkFormSchema),
    defaultValues: { status: undefined },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const mark = useManualMark(role);

  const close = () => {
    form.reset({ status: undefined });
    onClose();
  };
  const save = form.handleSubmit(({ status }) => {
    if (!target) return;
    mark.mutate(
      { employeeId: target.employeeId, date: target.date, status },
      {
        onSuccess: () => {
          toast.success(M.markSuccess);
          close();
        },
        onError: (error) => {
          console.error('Manual attendance marking failed', error);
          toast.error(M.markFailed, { description: error.message });
        },
      },
    );
  });

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark attendance</DialogTitle>
          <DialogDescription>
            {target ? `${target.employeeName}, ${formatDateDMY(target.date)}` : ''}
            {target?.current ? ` (now: ${target.current})` : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="mark-status">Status</Label>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange}>
                <SelectTrigger id="mark-status" aria-label="Status">
                  <SelectValue placeholder="Select Status" />
                </SelectTrigger>
                <SelectContent>
                  {MANUAL_MARK_STATUSES.map((option) => (
                    <SelectItem key={option} value={option}>
                      {option}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!status} loading={mark.isPending}>
            Mark
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export type { MarkTarget };
