import {
  WORK_CALENDAR_MESSAGES,
  workWeekBodySchema,
  type WorkWeekBody,
  type WorkWeekSettings,
} from '@hrms/shared';

/**
 * The Admin's work-week form: the server's body schema, plus what the browser can check before sending
 * (the server checks it again): the change starts today at the earliest.
 */
export const workWeekFormSchema = (today: string) =>
  workWeekBodySchema.refine((body) => body.effectiveFrom >= today, {
    message: WORK_CALENDAR_MESSAGES.pastEffectiveDate,
    path: ['effectiveFrom'],
  });

/**
 * Where the form starts: the latest pattern (or WEEKLY_OFF), from today; a pattern still to come keeps
 * its date, so saving it again replaces it.
 */
export function initialWorkWeek(settings: WorkWeekSettings, today: string): WorkWeekBody {
  const latest = settings.patterns.reduce<WorkWeekSettings['patterns'][number] | undefined>(
    (last, pattern) => (!last || pattern.effectiveFrom >= last.effectiveFrom ? pattern : last),
    undefined,
  );
  if (!latest) return { weeklyOff: [...settings.weeklyOff], nthWeekOff: [], effectiveFrom: today };
  return {
    weeklyOff: [...latest.weeklyOff],
    nthWeekOff: latest.nthWeekOff.map((rule) => ({ weekday: rule.weekday, weeks: [...rule.weeks] })),
    effectiveFrom: latest.effectiveFrom > today ? latest.effectiveFrom : today,
  };
}

/** Turns a weekday's 'always off' on or off; a day always off needs no weeks of its own. */
export function toggleWeeklyOff(body: Pick<WorkWeekBody, 'weeklyOff' | 'nthWeekOff'>, weekday: number) {
  const off = body.weeklyOff.includes(weekday);
  return {
    weeklyOff: off
      ? body.weeklyOff.filter((day) => day !== weekday)
      : [...body.weeklyOff, weekday].sort((a, b) => a - b),
    nthWeekOff: off ? body.nthWeekOff : body.nthWeekOff.filter((rule) => rule.weekday !== weekday),
  };
}

/** Turns one week of a weekday on or off; a weekday left with no week drops out. */
export function toggleWeek(nthWeekOff: WorkWeekBody['nthWeekOff'], weekday: number, week: number) {
  const rule = nthWeekOff.find((item) => item.weekday === weekday);
  const weeks = rule?.weeks.includes(week)
    ? rule.weeks.filter((item) => item !== week)
    : [...(rule?.weeks ?? []), week].sort((a, b) => a - b);
  const others = nthWeekOff.filter((item) => item.weekday !== weekday);
  return (weeks.length > 0 ? [...others, { weekday, weeks }] : others).sort((a, b) => a.weekday - b.weekday);
}
