import type { MonthStats, UserAttendanceRecord } from '@hrms/shared';
import { translate } from '../../../../lib/i18n/app';
import { currentLanguage } from '../../../../lib/i18n/store';
import type { DonutSegment } from './DonutChart';

const LEAVE_STATUSES = new Set(['Sick Leave', 'Paid Leave', 'Half Day', 'Short Leave']);

/** A person's month: present, absent, leave (all four kinds) and the days not yet counted. */
export function monthSegments(stats: MonthStats): DonutSegment[] {
  const leave = stats.sickLeave + stats.paidLeave + stats.halfDay + stats.shortLeave;
  const remaining = Math.max(0, stats.totalDays - stats.present - stats.absent - leave);
  return [
    { label: translate('status.Present'), value: stats.present, className: 'text-success', fill: 'solid' },
    {
      label: translate('status.Absent'),
      value: stats.absent,
      className: 'text-destructive',
      fill: 'stripes',
    },
    { label: translate('charts.leave'), value: leave, className: 'text-primary', fill: 'dots' },
    {
      label: translate('charts.remaining'),
      value: remaining,
      className: 'text-muted-foreground',
      fill: 'none',
    },
  ];
}

/** The organisation today: who is in (punched in or done), absent, on leave, and not marked yet. */
export function todaySegments(records: UserAttendanceRecord[], headcount: number): DonutSegment[] {
  let present = 0;
  let absent = 0;
  let leave = 0;
  for (const r of records) {
    if (r.status === 'Present' || r.status === 'Punched In') present += 1;
    else if (r.status === 'Absent') absent += 1;
    else if (LEAVE_STATUSES.has(r.status)) leave += 1;
  }
  return [
    { label: translate('status.Present'), value: present, className: 'text-success', fill: 'solid' },
    { label: translate('status.Absent'), value: absent, className: 'text-destructive', fill: 'stripes' },
    { label: translate('charts.onLeave'), value: leave, className: 'text-primary', fill: 'dots' },
    {
      label: translate('charts.notMarked'),
      value: Math.max(0, headcount - present - absent - leave),
      className: 'text-muted-foreground',
      fill: 'none',
    },
  ];
}

/** "Present 12, Absent 1, Leave 2, Remaining 15": what a screen reader hears for the ring. */
export const spokenSummary = (prefix: string, segments: DonutSegment[]): string =>
  `${prefix}: ${segments.map((s) => `${s.label} ${s.value}`).join(', ')}.`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHORT = new Map<string, Intl.DateTimeFormat>();
/** '2026-11' -> 'Nov' (in Hindi and Marathi the language's short name: 'नव॰'). */
export function shortMonth(yearMonth: string): string {
  const month = Number(yearMonth.slice(5, 7));
  const language = currentLanguage();
  if (language === 'en' || !(month >= 1 && month <= 12)) return MONTHS[month - 1] ?? yearMonth;
  let format = SHORT.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { month: 'short', timeZone: 'UTC' });
    SHORT.set(language, format);
  }
  return format.format(new Date(Date.UTC(2026, month - 1, 1)));
}
