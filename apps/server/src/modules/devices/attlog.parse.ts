/**
 * The ATTLOG table of the ZKTeco/eSSL push protocol (docs/devices.md): one punch a line, fields separated by
 * tabs: PIN, time ("YYYY-MM-DD HH:MM:SS" on the device's clock), status (0 check-in, 1 check-out, 2 break-out,
 * 3 break-in, 4 overtime-in, 5 overtime-out; 255 "not set" on some firmware), verify mode, work code, then
 * reserved fields newer firmware fills (mask, temperature...). Lines are taken or refused one by one.
 */
export interface AttlogRecord {
  pin: string;
  /** As the device wrote it, normalised to "YYYY-MM-DD HH:MM:SS". */
  time: string;
  status: number;
  verify: number | null;
}

export interface AttlogParse {
  records: AttlogRecord[];
  /** Lines refused, with their 1-based line number and why (kept, capped, for the Admin). */
  errors: Array<{ line: number; reason: string }>;
}

const KNOWN_STATUSES = new Set([0, 1, 2, 3, 4, 5, 255]);
const PIN = /^[A-Za-z0-9-]{1,24}$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** The errors kept per upload; the rest are only counted. */
export const MAX_ERRORS_KEPT = 20;

const validTime = (time: string): boolean => {
  const m = TIME.exec(time);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 2000 || year > 2099 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

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
    if (!PIN.test(pin)) return refuse(index + 1, 'bad PIN');
    if (!validTime(time)) return refuse(index + 1, 'bad time');
    const code = status === '' ? 0 : Number(status);
    if (!Number.isInteger(code) || !KNOWN_STATUSES.has(code)) return refuse(index + 1, 'unknown status');
    const mode = verify === '' ? null : Number(verify);
    records.push({
      pin,
      time,
      status: code,
      verify: mode !== null && Number.isInteger(mode) && mode >= 0 && mode < 256 ? mode : null,
    });
  });
  return {
    records,
    errors:
      errors.length < errorCount
        ? [...errors, { line: 0, reason: `${errorCount - errors.length} more` }]
        : errors,
  };
}
