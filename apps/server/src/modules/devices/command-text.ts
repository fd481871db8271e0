import { orgClockParts } from '@hrms/shared';

/*
 * The text of each command as the push firmware reads it after `C:<id>:` (docs/devices.md "Commands"; ZKTeco
 * PUSH SDK 3.2.0 and Attendance PUSH Communication Protocol 2024: DATA UPDATE/DELETE USERINFO, DATA QUERY
 * ATTLOG, REBOOT, SET OPTIONS DateTime). Fields inside a command are separated by tabs.
 */

/** A name as the device keeps it: no tabs or line ends (they would split the command), at most 24 characters. */
export const deviceName = (name: string): string =>
  name
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 24);

/** Adds or updates the user on the device: PIN and name, an ordinary user (Pri=0), no password or card. */
export const userInfoCommand = (pin: string, name: string): string =>
  `DATA UPDATE USERINFO PIN=${pin}\tName=${deviceName(name)}\tPri=0`;

export const deleteUserCommand = (pin: string): string => `DATA DELETE USERINFO PIN=${pin}`;

/** Asks the device to upload its attendance log again from the start of `from` to the end of `to`. */
export const queryAttlogCommand = (from: string, to: string): string =>
  `DATA QUERY ATTLOG StartTime=${from} 00:00:00\tEndTime=${to} 23:59:59`;

export const REBOOT_COMMAND = 'REBOOT';

/**
 * The firmware's packed clock for `SET OPTIONS DateTime=` (PUSH protocol, "set the time"): every month counted
 * as 31 days, so it is not a Unix time. The protocol's own example: 2018-02-22 14:54:54 is 583080894.
 */
export function packedDeviceTime(wall: string): number {
  const [date = '', time = ''] = wall.split(' ');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return ((y - 2000) * 12 * 31 + (mo - 1) * 31 + (d - 1)) * 86_400 + (h * 60 + mi) * 60 + s;
}

/** Sets the device clock to `now` as a wall clock in the device's timezone. */
export function setTimeCommand(now: Date, timeZone: string): string {
  const p = orgClockParts(now, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `SET OPTIONS DateTime=${packedDeviceTime(`${p.date} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`)}`;
}

/** What a setTime command shows until it is handed out (the time is the moment it is sent). */
export const SET_TIME_PENDING = 'SET OPTIONS DateTime=(the server time when the device fetches it)';

/**
 * A `devicecmd` body: one `ID=<id>&Return=<code>&CMD=<verb>` a line (a device may report several at once).
 * Lines without a numeric ID and Return are skipped.
 */
export function parseCommandResults(body: string): Array<{ id: number; returnCode: number }> {
  return body.split(/\r?\n/).flatMap((line) => {
    const params = new URLSearchParams(line.trim());
    const id = params.get('ID') ?? '';
    const code = params.get('Return') ?? '';
    if (!/^\d{1,9}$/.test(id) || !/^-?\d{1,6}$/.test(code)) return [];
    return [{ id: Number(id), returnCode: Number(code) }];
  });
}
