/**
 * The ATTLOG table of the ZKTeco/eSSL push protocol (docs/devices.md): one punch a line, fields separated by
 * tabs: PIN, time ("YYYY-MM-DD HH:MM:SS" on the device's clock), status (0 check-in, 1 check-out, 2 break-out,
 * 3 break-in, 4 overtime-in, 5 overtime-out; 255 "not set" on some firmware), verify mode, work code, then
 * reserved fields newer firmware fills (mask, temperature...). Lines are taken or refused one by one.
 */
export interface AttlogRecord {
  /** Its 1-based line in the upload (for the error log). */
  line: number;
  pin: string;
  /** As the device wrote it, normalised to "YYYY-MM-DD HH:MM:SS". */
  time: string;
  status: number;
  verify: number | null;
}

export interface AttlogParse {
  records: AttlogRecord[];
  /**
   * Lines refused, with their 1-based line number and a readable reason ("date '2026-13-40' is not a date"),
   * the first MAX_ERRORS_KEPT of an upload, then `{ line: 0, reason: 'N more' }`.
   */
  errors: Array<{ line: number; reason: string }>;
  /** How many lines were refused in all. */
  refused: number;
}

const KNOWN_STATUSES = new Set([0, 1, 2, 3, 4, 5, 255]);
const PIN = /^[A-Za-z0-9-]{1,24}$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** The errors kept per upload; the rest are only counted. */
export const MAX_ERRORS_KEPT = 20;

/** A field as the error log shows it: printable, at most 32 characters, noise as "?". */
export const shown = (field: string): string => {
  const printable = field.replace(/[^\x20-\x7E]/g, '?');
  return printable.length > 32 ? `${printable.slice(0, 32)}...` : printable;
};

const realDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2099 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Why the time field is not a device time, or null when it is one. */
export function timeProblem(time: string): string | null {
  const m = TIME.exec(time);
  if (!m) return `'${shown(time)}' is not a date and time (YYYY-MM-DD HH:MM:SS)`;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!realDate(year, month, day)) return `date '${time.slice(0, 10)}' is not a date`;
  if (hour > 23 || minute > 59 || second > 59) return `time '${time.slice(11)}' is not a time of day`;
  return null;
}

/** Splits an upload into punch records; a bad line is skipped with its reason, never fatal. */
export function parseAttlog(body: string): AttlogParse {
  const records: AttlogRecord[] = [];
  const errors: AttlogParse['errors'] = [];
  let errorCount = 0;
  const refuse = (line: number, reason: string) => {
    errorCount += 1;
    if (errors.length < MAX_ERRORS_KEPT) errors.push({ line, reason });
  };
  const lines = body.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (text === '') return;
    const fields = raw.split('\t').map((field) => field.trim());
    const [pin = '', rawTime = '', status = '', verify = ''] = fields;
    const time = rawTime.replace('T', ' ');
    if (!PIN.test(pin))
      return refuse(
        index + 1,
        `user id '${shown(pin)}' is not a device user id (letters, digits, -; at most 24)`,
      );
    const problem = timeProblem(time);
    if (problem) return refuse(index + 1, problem);
    const code = status === '' ? 0 : Number(status);
    if (!Number.isInteger(code) || !KNOWN_STATUSES.has(code))
      return refuse(index + 1, `status '${shown(status)}' is not a punch status (0-5 or 255)`);
    const mode = verify === '' ? null : Number(verify);
    records.push({
      line: index + 1,
      pin,
      time,
      status: code,
      verify: mode !== null && Number.isInteger(mode) && mode >= 0 && mode < 256 ? mode : null,
    });
  });
  return {
    records,
    refused: errorCount,
    errors:
      errors.length < errorCount
        ? [...errors, { line: 0, reason: `${errorCount - errors.length} more` }]
        : errors,
  };
}
