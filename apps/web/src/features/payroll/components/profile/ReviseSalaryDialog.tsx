import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_BASIC_PERCENT, salaryRevisionBodySchema, type SalaryRevisionBody } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { DatePicker } from '../../../../components/ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { ApiError } from '../../../../lib/api';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../../lib/form';
import { useOrgToday } from '../../../../lib/org-clock';
import { toast } from '../../../../lib/toast';
import { useAddSalaryRevision } from '../../api/payroll-settings';
import { CheckboxField } from '../settings/Fieldset';

export const REVISION_SAVED = 'Salary revised.';
const SAVE_FAILED = 'Could not revise the salary.';
const number = { valueAsNumber: true } as const;

interface ReviseSalaryDialogProps {
  personId: string;
  personName: string;
  open: boolean;
  onClose: () => void;
}

/** 'Revise salary' (Admin): monthly gross from a date on, with the organisation's split or the person's own. */
export function ReviseSalaryDialog({ personId, personName, open, onClose }: ReviseSalaryDialogProps) {
  const today = useOrgToday();
  const form = useForm<SalaryRevisionBody>({
    ...SUBMIT_ONLY,
    resolver: zodResolver(salaryRevisionBodySchema),
    defaultValues: { effectiveFrom: '', monthlyGross: Number.NaN, override: null },
  });
  const add = useAddSalaryRevision(personId);
  const ownSplit = form.watch('override') !== null;
  const error = firstErrorMessage(form.formState.errors);

  const close = () => {
    if (add.isPending) return;
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        toast.success(REVISION_SAVED);
        form.reset();
        onClose();
      },
      onError: (cause) => {
        if (cause instanceof ApiError && cause.status >= 400 && cause.status < 500)
          form.setError('root.server', { message: cause.message });
        else toast.error(SAVE_FAILED, { description: cause.message });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revise salary</DialogTitle>
          <DialogDescription>
            {personName}&apos;s monthly gross from a date on; a month that spans the date is prorated by days.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="revision-date">Effective from *</Label>
            <Controller
              control={form.control}
              name="effectiveFrom"
              render={({ field }) => (
                <DatePicker id="revision-date" value={field.value} onChange={field.onChange} today={today} />
              )}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="revision-gross">Monthly gross (₹) *</Label>
            <Input
              id="revision-gross"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('monthlyGross', number)}
            />
          </div>
          <CheckboxField
            label="Own split instead of the organisation's template"
            checked={ownSplit}
            onChange={(event) =>
              form.setValue(
                'override',
                event.target.checked ? { basicPercent: MIN_BASIC_PERCENT, hraPercentOfBasic: 50 } : null,
              )
            }
          />
          {ownSplit ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="revision-basic">Basic (% of gross)</Label>
                <Input
                  id="revision-basic"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  {...form.register('override.basicPercent', number)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="revision-hra">HRA (% of Basic)</Label>
                <Input
                  id="revision-hra"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  {...form.register('override.hraPercentOfBasic', number)}
                />
              </div>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" type="button" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Save revision
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
