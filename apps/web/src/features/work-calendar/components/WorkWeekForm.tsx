import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { WorkWeekBody, WorkWeekSettings } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { DatePicker } from '../../../components/ui/date-picker';
import { Label } from '../../../components/ui/label';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSaveWorkWeek } from '../api/work-week';
import { WEEKDAY_NAMES } from '../work-week-text';
import { initialWorkWeek, toggleWeek, toggleWeeklyOff, workWeekFormSchema } from '../work-week-form';
import { WorkWeekPreview } from './WorkWeekPreview';

const WEEKS = [1, 2, 3, 4, 5] as const;

/** The Admin's work week from a date on: weekdays always off, weekdays off in some weeks, a preview. */
export function WorkWeekForm({
  settings,
  today,
  locationId,
}: {
  settings: WorkWeekSettings;
  today: string;
  /** A location's own work week (issue 42); absent: the organisation's. */
  locationId?: string;
}) {
  const form = useForm<WorkWeekBody>({
    ...SUBMIT_ONLY,
    resolver: zodResolver(workWeekFormSchema(today)),
    defaultValues: initialWorkWeek(settings, today),
  });
  const values = useWatch({ control: form.control }) as WorkWeekBody;
  const error = firstErrorMessage(form.formState.errors);
  const save = useSaveWorkWeek();

  const set = (next: Partial<WorkWeekBody>) => {
    for (const [key, value] of Object.entries(next))
      form.setValue(key as keyof WorkWeekBody, value as never, { shouldDirty: true });
  };
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(locationId ? { ...body, locationId } : body, {
      onSuccess: () => toast.success('Work week saved.'),
      onError: (failure) => toast.error(failure.message),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 border-t pt-4"
      aria-label="Change the work week"
    >
      <h3 className="text-base font-semibold">Change the work week</h3>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Days off</legend>
        <p className="mb-1 text-xs text-muted-foreground">
          Tick the days always off; for a day off only in some weeks of the month, press those weeks (week 1
          is days 1-7, week 2 days 8-14, ..., week 5 days 29-31).
        </p>
        <div
          aria-hidden="true"
          className="hidden gap-2 text-xs text-muted-foreground sm:grid sm:grid-cols-[7.5rem_1fr]"
        >
          <span>Always off</span>
          <span>Also off in weeks</span>
        </div>
        {WEEKDAY_NAMES.map((name, weekday) => {
          const always = values.weeklyOff.includes(weekday);
          const weeks = values.nthWeekOff.find((rule) => rule.weekday === weekday)?.weeks ?? [];
          return (
            // On a phone the weeks sit under the day's name.
            <div key={name} className="grid items-center gap-1 sm:grid-cols-[7.5rem_1fr] sm:gap-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={always}
                  aria-label={`${name} always off`}
                  onChange={() => set(toggleWeeklyOff(values, weekday))}
                />
                {name}
              </label>
              <div role="group" aria-label={`${name}: weeks off`} className="flex gap-1">
                {WEEKS.map((week) => (
                  <Button
                    key={week}
                    size="sm"
                    className="w-9 px-0"
                    variant={always || weeks.includes(week) ? 'default' : 'outline'}
                    aria-label={`${name} in week ${week}`}
                    aria-pressed={always || weeks.includes(week)}
                    disabled={always}
                    onClick={() => set({ nthWeekOff: toggleWeek(values.nthWeekOff, weekday, week) })}
                  >
                    {week}
                  </Button>
                ))}
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="work-week-from">Effective from</Label>
        <DatePicker
          id="work-week-from"
          value={values.effectiveFrom}
          min={today}
          today={today}
          onChange={(date) => set({ effectiveFrom: date })}
        />
      </div>
      <WorkWeekPreview settings={settings} draft={values} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          Save work week
        </Button>
      </div>
    </form>
  );
}
