import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CORRECTION_REASON_MAX,
  MANUAL_MARK_API_STATUSES,
  correctionFormSchema,
  correctionWindow,
  type AttendanceRecord,
} from '@hrms/shared';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../../lib/form';
import { formatDateDMY } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n/app';
import { toast } from '../../../../lib/toast';
import { useOrgToday } from '../../../../lib/org-clock';
import { useCorrectionLimits } from '../../api/correction-limits';
import { useRequestCorrection } from '../../api/request-correction';
import { correctionRuleText, dayText, limitsText, statusText } from './correction-text';

type CorrectionForm = z.input<typeof correctionFormSchema>;

/** The Select cannot hold an empty value: this one stands for "leave the status as it is". */
const KEEP = 'keep';

/** What opens the dialog: a row's day (date fixed, its record shown), or the button (any day). */
export interface CorrectionTarget {
  date?: string;
  record?: AttendanceRecord;
}

const emptyFor = (target: CorrectionTarget | null): CorrectionForm => ({
  date: target?.date ?? '',
  checkIn: '',
  checkOut: '',
  status: '',
  reason: '',
});

/** 'Request correction': a past day, the times and/or status it should have, and why. */
export function RequestCorrectionDialog({
  userId,
  target,
  onClose,
}: {
  userId: string;
  /** null keeps the dialog closed. */
  target: CorrectionTarget | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const today = useOrgToday();
  const limits = useCorrectionLimits().data;
  const range = limits ? correctionWindow(today, limits) : null;
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(correctionFormSchema),
    defaultValues: emptyFor(target),
  });
  const request = useRequestCorrection(userId);
  const pending = request.isPending;

  useEffect(() => form.reset(emptyFor(target)), [form, target]);

  const submit = form.handleSubmit(
    (body) =>
      request.mutate(body, {
        onSuccess: () => {
          toast.success(t('corrForm.requested'));
          onClose();
        },
        onError: (error) => {
          // The dialog stays open with every value kept.
          console.error('Correction request failed', error);
          toast.error(t('corrForm.failed'), { description: correctionRuleText(error.message) });
        },
      }),
    (errors) => {
      const message = firstErrorMessage(errors);
      toast.error(message ? correctionRuleText(message) : t('corrRule.nothingAsked'));
    },
  );

  const fixedDate = target?.date;
  const record = target?.record;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('corr.request')}</DialogTitle>
          <DialogDescription>{limits ? limitsText(limits) : t('corrForm.keepNote')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="correction-date">{t('corr.date')}</Label>
            {fixedDate ? (
              <p id="correction-date" className="text-sm">
                {formatDateDMY(fixedDate)}
                {record ? (
                  <span className="text-muted-foreground">{` ${t('corrForm.now', { day: dayText(record) })}`}</span>
                ) : null}
              </p>
            ) : (
              <Controller
                control={form.control}
                name="date"
                render={({ field }) => (
                  <DatePicker
                    id="correction-date"
                    value={field.value}
                    onChange={field.onChange}
                    min={range?.from}
                    max={range?.to}
                    today={today}
                    disabled={pending}
                  />
                )}
              />
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="correction-check-in">{t('corrForm.checkIn')}</Label>
              <Input id="correction-check-in" type="time" disabled={pending} {...form.register('checkIn')} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="correction-check-out">{t('corrForm.checkOut')}</Label>
              <Input
                id="correction-check-out"
                type="time"
                disabled={pending}
                {...form.register('checkOut')}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="correction-status">{t('corrForm.status')}</Label>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  value={field.value || KEEP}
                  onValueChange={(next) => field.onChange(next === KEEP ? '' : next)}
                  disabled={pending}
                >
                  <SelectTrigger id="correction-status" aria-label={t('corrForm.statusLabel')}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={KEEP}>{t('corrForm.keep')}</SelectItem>
                    {MANUAL_MARK_API_STATUSES.map((option) => (
                      <SelectItem key={option} value={option}>
                        {statusText(option)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="correction-reason">{t('corr.reason')}</Label>
            <Textarea
              id="correction-reason"
              placeholder={t('corrForm.reasonPlaceholder')}
              maxLength={CORRECTION_REASON_MAX}
              disabled={pending}
              {...form.register('reason')}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t('corrForm.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('corrForm.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
