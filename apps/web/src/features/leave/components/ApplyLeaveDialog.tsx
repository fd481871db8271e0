import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CalendarPlus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX,
  LEAVE_TYPES,
  MULTI_DAY_LEAVE_TYPE,
  addDays,
  type LeaveTypeInfo,
  applyLeaveFormSchema,
  weeklyOffCalendar,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { DatePicker } from '../../../components/ui/date-picker';
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
import { Textarea } from '../../../components/ui/textarea';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { useOrgConfig } from '../../../lib/org-config';
import { useOrgToday } from '../../../lib/org-clock';
import { useWorkCalendar } from '../../../lib/work-calendar';
import { useApplyLeave } from '../api/apply-leave';
import { useLeaveTypes } from '../api/leave-types';
import { previewInput, useLeavePreview } from '../api/preview';
import { LeavePreviewPanel } from './LeavePreviewPanel';
import { translate, useT } from '../../../lib/i18n/app';
import { errorText } from '../../../lib/i18n/errors';
import { leaveRuleText, typeText } from './leave-text';

type LeaveForm = z.input<ReturnType<typeof applyLeaveFormSchema>>;

const EMPTY = { type: '', startDate: '', endDate: '', reason: '', halfDay: false } satisfies LeaveForm;

/** The spec's four until the list loads (a fresh install has no other). */
const SPEC_ONLY = LEAVE_TYPES.map((name) => ({ name, multiDay: name === MULTI_DAY_LEAVE_TYPE }));

/** The spec's sentence on a fresh install; multi-day types of one's own named beside Sick Leave (issue 40). */
function multiDayNote(types: readonly LeaveTypeInfo[]): string {
  const own = types.filter((t) => !t.builtIn && t.multiDay).map((t) => t.name);
  if (own.length === 0) return translate('apply.multiDayNote');
  return translate('apply.multiDayNoteOwn', { types: own.join(', ') });
}

/** The 'Apply for Leave' button and its dialog (spec sections 2, 4 and 5). */
export function ApplyLeaveDialog({ userId }: { userId: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const today = useOrgToday();
  const weeklyOff = useOrgConfig().config?.weeklyOff ?? [];
  // The work calendar for the coming year (weekly offs, patterns, public holidays); until it loads, or
  // for dates beyond it, WEEKLY_OFF alone: the server checks again with the whole calendar.
  const loaded = useWorkCalendar(today, addDays(today, 366)).calendar;
  const calendar = loaded ?? weeklyOffCalendar(weeklyOff);
  // Issue 40: the types on offer (retired ones left out); the server refuses one a person is not eligible for.
  const allTypes: LeaveTypeInfo[] | undefined = useLeaveTypes().data;
  // The server always answers the spec's four at least; an empty or missing list means the spec's four.
  const offered = allTypes && allTypes.length > 0 ? allTypes.filter((each) => !each.archived) : null;
  const custom = (allTypes ?? []).filter((each) => !each.builtIn);
  const ownNames = custom.map((own) => own.name);
  const form = useForm({
    ...SUBMIT_ONLY,
    // Rebuilt each render: the organisation's today, the calendar and the types may arrive after the first one.
    resolver: zodResolver(applyLeaveFormSchema(today, calendar, custom)),
    defaultValues: EMPTY,
  });
  const [type, startDate, endDate, halfDay] = useWatch({
    control: form.control,
    name: ['type', 'startDate', 'endDate', 'halfDay'],
  });
  const chosen = (offered ?? SPEC_ONLY).find((each) => each.name === type);
  const halfDayOffered = Boolean(chosen && 'halfDayAllowed' in chosen && chosen.halfDayAllowed);
  const applyLeave = useApplyLeave(userId);
  // The same query the preview panel shows (one request): when it says no, Submit is disabled (issue 40).
  const multiDay = chosen?.multiDay ?? false;
  const input = open
    ? previewInput(type ?? '', startDate ?? '', endDate ?? '', multiDay, halfDayOffered && halfDay === true)
    : null;
  const preview = useLeavePreview(userId, input);
  const refused = input !== null && !preview.isPlaceholderData && Boolean(preview.data?.refusal);
  const isSick = multiDay;

  const changeOpen = (next: boolean) => {
    // Opening clears the date selections; closing resets type, dates and reason.
    form.reset(next ? { ...form.getValues(), startDate: '', endDate: '' } : EMPTY);
    setOpen(next);
  };

  const submit = form.handleSubmit(
    (body) =>
      applyLeave.mutate(body, {
        onSuccess: () => {
          toast.success(t('apply.submitSuccess'));
          changeOpen(false);
        },
        onError: (error) => {
          // The dialog stays open with every value kept.
          console.error(LEAVE_MESSAGES.submissionLogged, error);
          toast.error(t('apply.submitFailed'), { description: leaveRuleText(errorText(error), ownNames) });
        },
      }),
    (errors) => toast.error(leaveRuleText(firstErrorMessage(errors) ?? LEAVE_MESSAGES.required, ownNames)),
  );

  const pending = applyLeave.isPending;

  return (
    <>
      <Button onClick={() => changeOpen(true)}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        {t('apply.button')}
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('apply.title')}</DialogTitle>
            <DialogDescription>{multiDayNote(offered ?? [])}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="leave-type">{t('apply.type')}</Label>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select
                    value={field.value ?? ''}
                    onValueChange={(next) => {
                      field.onChange(next);
                      // Only Sick Leave and multi-day types of one's own keep an end date.
                      if (!(offered ?? SPEC_ONLY).find((each) => each.name === next)?.multiDay)
                        form.setValue('endDate', '');
                      form.setValue('halfDay', false);
                    }}
                    disabled={pending}
                  >
                    <SelectTrigger id="leave-type" aria-label={t('apply.type')}>
                      <SelectValue placeholder={t('apply.typePlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      {(offered ?? SPEC_ONLY).map((option) => (
                        <SelectItem key={option.name} value={option.name}>
                          {typeText(option.name)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className={isSick ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
              <div className="grid gap-2">
                <Label htmlFor="leave-start">{isSick ? t('apply.startDate') : t('apply.date')}</Label>
                <Controller
                  control={form.control}
                  name="startDate"
                  render={({ field }) => (
                    <DatePicker
                      id="leave-start"
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      min={today}
                      today={today}
                      disabled={pending}
                      placeholder={t('apply.pickDate')}
                    />
                  )}
                />
              </div>
              {isSick ? (
                <div className="grid gap-2">
                  <Label htmlFor="leave-end">{t('apply.endDate')}</Label>
                  <Controller
                    control={form.control}
                    name="endDate"
                    render={({ field }) => (
                      <DatePicker
                        id="leave-end"
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        min={startDate && startDate > today ? startDate : today}
                        today={today}
                        disabled={pending || !startDate}
                        placeholder={startDate ? t('apply.pickDate') : t('apply.pickStartFirst')}
                      />
                    )}
                  />
                </div>
              ) : null}
            </div>
            {halfDayOffered && !multiDay ? (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  disabled={pending}
                  {...form.register('halfDay')}
                />
                {t('apply.halfDay')}
              </label>
            ) : null}
            {open ? (
              <LeavePreviewPanel
                userId={userId}
                type={type ?? ''}
                startDate={startDate ?? ''}
                endDate={endDate ?? ''}
                multiDay={multiDay}
                halfDay={halfDayOffered && halfDay === true}
              />
            ) : null}
            <div className="grid gap-2">
              <Label htmlFor="leave-reason">{t('apply.reason')}</Label>
              <Textarea
                id="leave-reason"
                placeholder={t('apply.reasonPlaceholder')}
                maxLength={LEAVE_REASON_MAX}
                disabled={pending}
                {...form.register('reason')}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
                {t('apply.cancel')}
              </Button>
              <Button type="submit" loading={pending} disabled={refused}>
                {pending ? t('apply.submitting') : t('apply.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
