import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { formatDateDMY } from '@hrms/shared';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/app';
import { toDigits } from '../../lib/i18n/format';
import { isoToLocalDate, localDateToIso } from '../../lib/local-date';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DatePickerProps {
  id?: string;
  /** 'YYYY-MM-DD' or '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Days before this 'YYYY-MM-DD' cannot be picked. */
  min?: string;
  /** Days after this 'YYYY-MM-DD' cannot be picked. */
  max?: string;
  /** The organisation's today, marked in the calendar. */
  today?: string;
  /** 'YYYY-MM-DD' whose month the calendar opens on while nothing is chosen (default: `min`, else today). */
  openOn?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
}

/**
 * Keyboard users land on a day, not on the month buttons: the chosen day, else today, else the first
 * day that can be picked (arrow keys then move between days, Enter picks).
 */
function focusDay(event: Event): void {
  const root = event.currentTarget;
  if (!(root instanceof HTMLElement)) return;
  event.preventDefault();
  const day =
    root.querySelector<HTMLButtonElement>('[data-selected] button:not([disabled])') ??
    root.querySelector<HTMLButtonElement>('[data-today] button:not([disabled])') ??
    root.querySelector<HTMLButtonElement>('[role="gridcell"] button:not([disabled])');
  (day ?? root).focus();
}

/** A button showing DD/MM/YYYY that opens a month calendar in a popover. */
export function DatePicker({
  id,
  value,
  onChange,
  min,
  max,
  today,
  openOn,
  placeholder,
  disabled,
  className,
  ...aria
}: DatePickerProps) {
  const { t, digits } = useT();
  const [open, setOpen] = useState(false);
  const selected = value ? isoToLocalDate(value) : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        id={id}
        type="button"
        disabled={disabled}
        aria-label={aria['aria-label']}
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-base shadow-xs md:text-sm',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60',
          !value && 'text-muted-foreground',
          className,
        )}
      >
        <span>{value ? toDigits(formatDateDMY(value), digits) : (placeholder ?? t('apply.pickDate'))}</span>
        <CalendarDays className="size-4 opacity-60" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent className="w-auto p-2" onOpenAutoFocus={focusDay}>
        <Calendar
          mode="single"
          required
          selected={selected}
          defaultMonth={
            selected ??
            (openOn
              ? isoToLocalDate(openOn)
              : max
                ? isoToLocalDate(max)
                : min
                  ? isoToLocalDate(min)
                  : undefined)
          }
          today={today ? isoToLocalDate(today) : undefined}
          disabled={
            min || max
              ? [
                  ...(min ? [{ before: isoToLocalDate(min) }] : []),
                  ...(max ? [{ after: isoToLocalDate(max) }] : []),
                ]
              : undefined
          }
          onSelect={(date) => {
            onChange(date ? localDateToIso(date) : '');
            setOpen(false);
          }}
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
}
