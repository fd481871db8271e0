import { useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX,
  LEAVE_TYPES,
  MULTI_DAY_LEAVE_TYPE,
  validateLeaveApplication,
  type LeaveType,
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
import { useOrgConfig } from '../../../lib/org-config';
import { useOrgToday } from '../../../lib/org-clock';
import { useApplyLeave } from '../api/apply-leave';

interface LeaveForm {
  type: LeaveType | '';
  startDate: string;
  endDate: string;
  reason: string;
}

const EMPTY: LeaveForm = { type: '', startDate: '', endDate: '', reason: '' };

/** The 'Apply for Leave' button and its dialog (spec sections 2, 4 and 5). */
export function ApplyLeaveDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<LeaveForm>(EMPTY);
  const today = useOrgToday();
  const weeklyOff = useOrgConfig().config?.weeklyOff ?? [];
  const applyLeave = useApplyLeave(userId);
  const isSick = form.type === MULTI_DAY_LEAVE_TYPE;

  const changeOpen = (next: boolean) => {
    // Opening clears the date selections; closing resets type, dates and reason.
    setForm((current) => (next ? { ...current, startDate: '', endDate: '' } : EMPTY));
    setOpen(next);
  };

  const changeType = (type: string) =>
    setForm((current) => ({
      ...current,
      type: type as LeaveType,
      endDate: type === MULTI_DAY_LEAVE_TYPE ? current.endDate : '',
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLeaveApplication(form, today, weeklyOff);
    if (!checked.ok) {
      toast.error(checked.message);
      return;
    }
    applyLeave.mutate(
      { ...checked.value, reason: form.reason.trim() },
      {
        onSuccess: () => {
          toast.success(LEAVE_MESSAGES.submitSuccess);
          changeOpen(false);
        },
        onError: (error) => {
          // The dialog stays open with every value kept.
          console.error(LEAVE_MESSAGES.submissionLogged, error);
          toast.error(LEAVE_MESSAGES.submitFailed, { description: error.message });
        },
      },
    );
  };

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
          <form noValidate onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="leave-type">Leave Type</Label>
              <Select value={form.type} onValueChange={changeType} disabled={pending}>
                <SelectTrigger id="leave-type" aria-label="Leave Type">
                  <SelectValue placeholder="Select Leave Type *" />
                </SelectTrigger>
                <SelectContent>
                  {LEAVE_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {type}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className={isSick ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
              <div className="grid gap-2">
                <Label htmlFor="leave-start">{isSick ? 'Start Date' : 'Date'}</Label>
                <DatePicker
                  id="leave-start"
                  aria-label={isSick ? 'Start Date' : 'Date'}
                  value={form.startDate}
                  onChange={(startDate) => setForm((current) => ({ ...current, startDate }))}
                  min={today}
                  today={today}
                  disabled={pending}
                />
              </div>
              {isSick ? (
                <div className="grid gap-2">
                  <Label htmlFor="leave-end">End Date</Label>
                  <DatePicker
                    id="leave-end"
                    aria-label="End Date"
                    value={form.endDate}
                    onChange={(endDate) => setForm((current) => ({ ...current, endDate }))}
                    min={form.startDate && form.startDate > today ? form.startDate : today}
                    today={today}
                    disabled={pending || !form.startDate}
                    placeholder={form.startDate ? 'Pick a date' : 'Pick a start date first'}
                  />
                </div>
              ) : null}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="leave-reason">Reason</Label>
              <Textarea
                id="leave-reason"
                placeholder="Enter the reason for your leave (optional)"
                value={form.reason}
                maxLength={LEAVE_REASON_MAX}
                onChange={(event) => setForm((current) => ({ ...current, reason: event.target.value }))}
                disabled={pending}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                {pending ? 'Submitting...' : 'Submit Request'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
