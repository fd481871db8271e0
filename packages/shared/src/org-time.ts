/**
 * Business dates and times live in the organisation's timezone (ORG_TIMEZONE).
 * These helpers turn an instant into the organisation's calendar date and
 * wall-clock time without any dependency, using Intl.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface OrgClockParts {
  /** YYYY-MM-DD in the organisation's timezone. */
  date: string;
  /** HH:MM (24 h) in the organisation's timezone. */
  time: string;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The last answer per timezone: a burst asks for the same second a thousand times (Intl is slow). */
const lastParts = new Map<string, { second: number; parts: OrgClockParts }>();

export function orgClockParts(instant: Date, timeZone: string): OrgClockParts {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastParts.get(timeZone);
  if (last?.second === second) return { ...last.parts };
  const parts = computeClockParts(instant, timeZone);
  lastParts.set(timeZone, { second, parts });
  return { ...parts };
}

function computeClockParts(instant: Date, timeZone: string): OrgClockParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    hour,
    minute,
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

export function orgDate(instant: Date, timeZone: string): string {
  return orgClockParts(instant, timeZone).date;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** 'HH:MM' (24 h) -> 'h:MM AM/PM' as the spec shows times. */
export function formatTime12h(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(h12).padStart(2, '0')}:${match[2]} ${suffix}`;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' as the spec shows dates. */
export function formatDateDMY(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return `${match[3]}/${match[2]}/${match[1]}`;
}
