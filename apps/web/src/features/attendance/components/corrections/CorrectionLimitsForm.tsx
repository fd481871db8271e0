import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CORRECTION_LIMIT_RANGES as RANGES,
  CORRECTION_MESSAGES as M,
  correctionLimitsSchema,
} from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useCorrectionLimits, useSaveCorrectionLimits } from '../../api/correction-limits';

/** Admin: how many corrections a person may ask for a month, and how many days back. */
export function CorrectionLimitsForm() {
  const limits = useCorrectionLimits().data;
  const save = useSaveCorrectionLimits();
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(correctionLimitsSchema),
    defaultValues: limits,
  });
  useEffect(() => {
    if (limits) form.reset(limits);
  }, [form, limits]);

  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: () => toast.success(M.limitsSaved),
        onError: (error) => {
          console.error('Saving correction limits failed', error);
          toast.error(M.limitsFailed, { description: error.message });
        },
      }),
    (errors) => toast.error(firstErrorMessage(errors) ?? M.limitsFailed),
  );

  return (
    <form
      noValidate
      aria-label="Correction limits"
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-3 border-t pt-4"
    >
      <div className="grid gap-2">
        <Label htmlFor="limit-per-month">Corrections a month</Label>
        <Input
          id="limit-per-month"
          type="number"
          inputMode="numeric"
          min={RANGES.maxPerMonth.min}
          max={RANGES.maxPerMonth.max}
          className="w-32"
          disabled={!limits || save.isPending}
          {...form.register('maxPerMonth', { valueAsNumber: true })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="limit-days-back">Days back</Label>
        <Input
          id="limit-days-back"
          type="number"
          inputMode="numeric"
          min={RANGES.maxDaysBack.min}
          max={RANGES.maxDaysBack.max}
          className="w-32"
          disabled={!limits || save.isPending}
          {...form.register('maxDaysBack', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" variant="outline" loading={save.isPending} disabled={!limits}>
        Save limits
      </Button>
    </form>
  );
}
