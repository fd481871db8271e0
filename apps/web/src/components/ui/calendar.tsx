import type { ComponentProps } from 'react';
import { DateLib, DayPicker, getDefaultClassNames } from 'react-day-picker';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/app';
import { formatMonthName, formatMonthYear, formatWeekday, toDigits } from '../../lib/i18n/format';
import { localDateToIso } from '../../lib/local-date';
import { buttonVariants } from './button';

export type DayButtonLabel = NonNullable<
  NonNullable<ComponentProps<typeof DayPicker>['labels']>['labelDayButton']
>;

/**
 * "Friday, 20 November 2026" (with "Today, " and ", selected" as react-day-picker adds them): the day's number
 * as a word of the name, so a button showing "20" is named with "20" (WCAG 2.5.3, axe's
 * label-content-name-mismatch), which the default "November 20th" is not.
 */
export const labelDayButton: DayButtonLabel = (date, modifiers, options, dateLib) => {
  let label = (dateLib ?? new DateLib(options)).format(date, 'EEEE, d MMMM yyyy');
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
};

type Formatters = NonNullable<ComponentProps<typeof DayPicker>['formatters']>;
type Labels = NonNullable<ComponentProps<typeof DayPicker>['labels']>;

/**
 * The calendar's words in the person's language (issue 47): the month caption, the weekday headings, the
 * day numbers in the organisation's digits, each day's name ("शुक्रवार, 20 नवंबर 2026") and the month
 * buttons, from the same Intl formats as the rest of the screens (no date-fns locale is loaded). English
 * keeps react-day-picker's own words and `labelDayButton` above, exactly as before.
 */
export function useCalendarLanguage(): {
  formatters: Formatters;
  labels: Labels & { labelDayButton: DayButtonLabel };
} {
  const { t, language, digits } = useT();
  if (language === 'en') return { formatters: {}, labels: { labelDayButton } };
  const number = (value: number) => toDigits(String(value), digits);
  const monthYear = (date: Date) =>
    formatMonthYear(date.getFullYear(), date.getMonth() + 1, language, digits);
  const dayName = (date: Date) =>
    `${formatWeekday(localDateToIso(date), language)}, ${number(date.getDate())} ${formatMonthName(date.getMonth() + 1, language)} ${number(date.getFullYear())}`;
  return {
    formatters: {
      formatCaption: monthYear,
      formatDay: (date) => number(date.getDate()),
      formatWeekdayName: (weekday) => formatWeekday(localDateToIso(weekday), language, 'short'),
    },
    labels: {
      labelDayButton: (date, modifiers) => {
        let label = dayName(date);
        if (modifiers.today) label = t('calendarDay.today', { label });
        if (modifiers.selected) label = t('calendarDay.selected', { label });
        return label;
      },
      labelGrid: monthYear,
      labelWeekday: (date) => formatWeekday(localDateToIso(date), language),
      labelPrevious: () => t('calendarDay.previousMonth'),
      labelNext: () => t('calendarDay.nextMonth'),
    },
  };
}

/** react-day-picker styled with the design tokens; every DayPicker prop passes through. */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  const language = useCalendarLanguage();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('p-1', className)}
      classNames={{
        root: cn(defaults.root, 'w-fit'),
        months: 'relative flex flex-col gap-4',
        month: 'flex w-full flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'),
        month_caption: 'flex h-8 items-center justify-center px-8',
        caption_label: 'text-sm font-medium',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-center text-[0.8rem] font-normal text-muted-foreground',
        week: 'mt-1 flex w-full',
        day: 'size-9 p-0 text-center text-sm',
        day_button: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-9 p-0 font-normal aria-selected:opacity-100',
        ),
        selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
        today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
        outside: 'text-muted-foreground opacity-60',
        disabled: 'text-muted-foreground opacity-40 [&>button]:cursor-not-allowed',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeft className="size-4" aria-hidden="true" />
          ) : (
            <ChevronRight className="size-4" aria-hidden="true" />
          ),
      }}
      {...props}
      formatters={{ ...language.formatters, ...props.formatters }}
      labels={{ ...language.labels, ...props.labels }}
    />
  );
}
