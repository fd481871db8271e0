import { memo, useMemo, useState } from 'react';
import { addDays, daysInMonth, formatDateDMY } from '@hrms/shared';
import { buttonVariants } from '../../../components/ui/button';
import { Calendar, useCalendarLanguage, type DayButtonLabel } from '../../../components/ui/calendar';
import { cn } from '../../../lib/cn';
import { isoToLocalDate, localDateToIso } from '../../../lib/local-date';
import { usePublicHolidays } from '../../../lib/work-calendar';
import { useT } from '../../../lib/i18n/app';
import { formatMonthYear, intlLocale, toDigits } from '../../../lib/i18n/format';

/** Seven 36 px columns do not fit beside the collapsed sidebar at 375 px: 32 px cells below `sm`. */
const COMPACT_ON_PHONES = {
  weekday: 'w-8 text-center text-[0.8rem] font-normal text-muted-foreground sm:w-9',
  day: 'relative size-8 p-0 text-center text-sm sm:size-9',
  day_button: cn(
    buttonVariants({ variant: 'ghost' }),
    'size-8 p-0 font-normal aria-selected:opacity-100 sm:size-9',
  ),
};

const MARKS = {
  hasEvent: '[&>button]:ring-2 [&>button]:ring-primary/40 [&>button]:ring-inset',
  // A public holiday: a dot under the day number; its name is in the day's label and listed below.
  holiday:
    'after:pointer-events-none after:absolute after:bottom-0.5 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full after:bg-destructive',
};

/** The days the grid shows for a 'YYYY-MM' month: a week either side covers the outside days. */
function shownRange(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { first: addDays(`${month}-01`, -7), last: addDays(`${month}-${daysInMonth(year, m)}`, 14) };
}

/**
 * The Home month grid: days with events ringed, public holidays dotted (named in the day's accessible
 * label) and the month's holidays listed under it. It re-renders when the picked day, today, the days
 * with events, the month shown or the holidays change: not on the clock's 30-second tick.
 * `eventDates` is the days joined with commas, so equal lists compare equal.
 */
export const EventsCalendar = memo(function EventsCalendar({
  picked,
  today,
  eventDates,
  onPick,
}: {
  picked: string | undefined;
  today: string;
  eventDates: string;
  onPick: (day: string | undefined) => void;
}) {
  const { t, language, digits } = useT();
  const { labelDayButton } = useCalendarLanguage().labels;
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const { first, last } = shownRange(month);
  const holidays = usePublicHolidays(first, last);
  const modifiers = useMemo(
    () => ({
      hasEvent: eventDates ? eventDates.split(',').map(isoToLocalDate) : [],
      holiday: [...holidays.keys()].map(isoToLocalDate),
    }),
    [eventDates, holidays],
  );
  // Made on each render (the props changed, or the language did: t is one function for every language).
  const labels = {
    labelDayButton: ((date, dayModifiers, options, dateLib) => {
      const holiday = holidays.get(localDateToIso(date));
      const label = labelDayButton(date, dayModifiers, options, dateLib);
      return holiday ? t('calendar.holidayDay', { label, name: holiday.name }) : label;
    }) satisfies DayButtonLabel,
  };
  const thisMonth = [...holidays.values()].filter((holiday) => holiday.date.startsWith(month));
  const monthName = formatMonthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)), language, digits);
  const weekday = new Intl.DateTimeFormat(intlLocale(language, digits), {
    weekday: 'short',
    timeZone: 'UTC',
  });

  return (
    <div className="grid gap-3">
      <Calendar
        classNames={COMPACT_ON_PHONES}
        mode="single"
        selected={picked ? isoToLocalDate(picked) : undefined}
        onSelect={(date) => onPick(date ? localDateToIso(date) : undefined)}
        today={isoToLocalDate(today)}
        month={isoToLocalDate(`${month}-01`)}
        onMonthChange={(shown) => setMonth(localDateToIso(shown).slice(0, 7))}
        modifiers={modifiers}
        modifiersClassNames={MARKS}
        labels={labels}
        aria-label={t('calendar.label')}
      />
      {thisMonth.length > 0 ? (
        <ul aria-label={t('calendar.holidaysIn', { month: monthName })} className="grid gap-1 text-sm">
          {thisMonth.map((holiday) => (
            <li key={holiday.date} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-destructive" />
              <span className="font-medium tabular-nums">
                {toDigits(formatDateDMY(holiday.date).slice(0, 5), digits)}{' '}
                {weekday.format(new Date(`${holiday.date}T00:00:00Z`))}
              </span>
              <span className="min-w-0 break-words">{holiday.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
