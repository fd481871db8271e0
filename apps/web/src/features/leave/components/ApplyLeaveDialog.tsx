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
import { previewInput, useLeavePreview } from '../api/preview';
import { LeavePreviewPanel } from './LeavePreviewPanel';

type LeaveForm = z.input<ReturnType<typeof applyLeaveFormSchema>>;

const EMPTY = { type: '', startDate: '', endDate: '', reason: '' } satisfies LeaveForm;

/** The 'Apply for Leave' button and its dialog (spec sections 2, 4 and 5). */
export function ApplyLeaveDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const today = useOrgToday();
  const weeklyOff = useOrgConfig().config?.weeklyOff ?? [];
  // The work calendar for the coming year (weekly offs, patterns, public holidays); until it loads, or
  // for dates beyond it, WEEKLY_OFF alone: the server checks again with the whole calendar.
  const loaded = useWorkCalendar(today, addDays(today, 366)).calendar;
  const calendar = loaded ?? weeklyOffCalendar(weeklyOff);
  const form = useForm({
    ...SUBMIT_ONLY,
    // Rebuilt each render: the organisation's today and the calendar may arrive after the first one.
    resolver: zodResolver(applyLeaveFormSchema(today, calendar)),
    defaultValues: EMPTY,
  });
  const [type, startDate, endDate] = useWatch({
    control: form.control,
    name: ['type', 'startDate', 'endDate'],
  });
  const applyLeave = useApplyLeave(userId);
  // The same query the preview panel shows (one request): when it says no, Submit is disabled (issue 40).
  const input = open ? previewInput(type ?? '', startDate ?? '', endDate ?? '') : null;
  const preview = useLeavePreview(userId, input);
  const refused = input !== null && !preview.isPlaceholderData && Boolean(preview.data?.refusal);
  const isSick = type === MULTI_DAY_LEAVE_TYPE;

  const changeOpen = (next: boolean) => {
    // Opening clears the date selections; closing resets type, dates and reason.
    form.reset(next ? { ...form.getValues(), startDate: '', endDate: '' } : EMPTY);
    setOpen(next);
  };

  const submit = form.handleSubmit(
    (body) =>
      applyLeave.mutate(body, {
        onSuccess: () => {
          toast.success(LEAVE_MESSAGES.submitSuccess);
          changeOpen(false);
        },
        onError: (error) => {
          // The dialog stays open with every value kept.
          console.error(LEAVE_MESSAGES.submissionLogged, error);
          toast.error(LEAVE_MESSAGES.submitFailed, { description: error.message });
        },
      }),
    (errors) => toast.error(firstErrorMessage(errors) ?? LEAVE_MESSAGES.required),
  );

  const pending = applyLeave.isPending;

  return (
    <>
      <Button onClick={() => changeOpen(true)}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        Apply for Leave
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Apply for Leave</DialogTitle>
            <DialogDescription>
              Sick Leave may span several days; every other type is for one day.
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="leave-type">Leave Type</Label>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select
                    value={field.value ?? ''}
                    onValueChange={(next) => {
                      field.onChange(next);
                      // Only Sick Leave keeps an end date.
                      if (next !== MULTI_DAY_LEAVE_TYPE) form.setValue('endDate', '');
                    }}
                    disabled={pending}
                  >
                    <SelectTrigger id="leave-type" aria-label="Leave Type">
                      <SelectValue placeholder="Select Leave Type *" />
                    </SelectTrigger>
                    <SelectContent>
                      {LEAVE_TYPES.map((option) => (
                        <SelectItem key={option} value={option}>
                          {option}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className={isSick ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
              <div className="grid gap-2">
                <Label htmlFor="leave-start">{isSick ? 'Start Date' : 'Date'}</Label>
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
                    />
                  )}
                />
              </div>
              {isSick ? (
                <div className="grid gap-2">
                  <Label htmlFor="leave-end">End Date</Label>
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
                        placeholder={startDate ? 'Pick a date' : 'Pick a start date first'}
                      />
                    )}
                  />
                </div>
              ) : null}
            </div>
            {open ? (
              <LeavePreviewPanel
                userId={userId}
                type={type ?? ''}
                startDate={startDate ?? ''}
                endDate={endDate ?? ''}
              />
            ) : null}
            <div className="grid gap-2">
              <Label htmlFor="leave-reason">Reason</Label>
              <Textarea
                id="leave-reason"
                placeholder="Enter the reason for your leave (optional)"
                maxLength={LEAVE_REASON_MAX}
                disabled={pending}
                {...form.register('reason')}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" loading={pending} disabled={refused}>
                {pending ? 'Submitting...' : 'Submit Request'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
