import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  HOLIDAY_MESSAGES as M,
  HOLIDAY_NAME_MAX,
  holidayBodySchema,
  type Holiday,
  type HolidayKind,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { DatePicker } from '../../../components/ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCreateHoliday, useUpdateHoliday, type HolidayInput } from '../api/mutations';
import { KIND_LABELS } from './HolidayKindBadge';

export type HolidayDialogState = { mode: 'create'; year: number } | { mode: 'edit'; holiday: Holiday } | null;

interface HolidayFormDialogProps {
  state: HolidayDialogState;
  today: string;
  /** The locations to choose from (issue 42); empty while there is only one, and the choice is hidden. */
  locations?: readonly { id: string; name: string }[];
  onClose: () => void;
}

const EVERYONE = 'everyone';

function initialValues(state: HolidayDialogState): HolidayInput {
  if (state?.mode === 'edit') {
    const { date, name, kind, locationId } = state.holiday;
    return { date, name, kind, locationId: locationId ?? null };
  }
  return { date: '', name: '', kind: 'public' };
}

/** Add or edit a holiday; the parent remounts it per opening (key), so each starts fresh. */
export function HolidayFormDialog({ state, today, locations = [], onClose }: HolidayFormDialogProps) {
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(holidayBodySchema),
    defaultValues: initialValues(state),
  });
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const pending = create.isPending || update.isPending;
  const editing = state?.mode === 'edit';
  const error = firstErrorMessage(form.formState.errors);
  // The year shown opens the calendar, unless it is this year (then today's month).
  const openOn =
    state?.mode === 'create' && String(state.year) !== today.slice(0, 4) ? `${state.year}-01-01` : today;

  const failed = (fallback: string) => (cause: Error) => {
    // The server's 4xx says what to fix (a taken date, a recorded day): keep it in the dialog.
    if (cause instanceof ApiError && cause.status >= 400 && cause.status < 500)
      form.setError('root.server', { message: cause.message });
    else toast.error(fallback, { description: cause.message });
  };
  const save = form.handleSubmit((body) => {
    if (!state) return;
    if (state.mode === 'create')
      create.mutate(body, {
        onSuccess: () => {
          toast.success(M.created);
          onClose();
        },
        onError: failed(M.createFailed),
      });
    else
      update.mutate(
        { id: state.holiday.id, body },
        {
          onSuccess: () => {
            toast.success(M.updated);
            onClose();
          },
          onError: failed(M.updateFailed),
        },
      );
  });

  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Holiday' : 'Add Holiday'}</DialogTitle>
        </DialogHeader>
        <form onSubmit={(event) => void save(event)} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="holiday-date">Date *</Label>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <DatePicker
                  id="holiday-date"
                  value={field.value}
                  onChange={field.onChange}
                  today={today}
                  openOn={openOn}
                />
              )}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="holiday-name">Name *</Label>
            <Input
              id="holiday-name"
              maxLength={HOLIDAY_NAME_MAX}
              autoComplete="off"
              placeholder="e.g. Diwali"
              {...form.register('name')}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="holiday-kind">Kind *</Label>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(value) => field.onChange(value as HolidayKind)}>
                  <SelectTrigger id="holiday-kind" aria-label="Kind">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="public">{KIND_LABELS.public}</SelectItem>
                    <SelectItem value="optional">{KIND_LABELS.optional}</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
            <p className="text-xs text-muted-foreground">
              A public holiday closes the day for everyone; an optional one is only listed.
            </p>
          </div>
          {locations.length > 0 ? (
            <div className="grid gap-2">
              <Label htmlFor="holiday-location">{M.appliesTo}</Label>
              <Controller
                control={form.control}
                name="locationId"
                render={({ field }) => (
                  <Select
                    value={field.value ?? EVERYONE}
                    onValueChange={(value) => field.onChange(value === EVERYONE ? null : value)}
                  >
                    <SelectTrigger id="holiday-location" aria-label={M.appliesTo}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={EVERYONE}>{M.everyone}</SelectItem>
                      {locations.map((location) => (
                        <SelectItem key={location.id} value={location.id}>
                          {location.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <p className="text-xs text-muted-foreground">{M.appliesToHint}</p>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? 'Save Holiday' : 'Add Holiday'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
