import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deviceName,
  packedDeviceTime,
  parseCommandResults,
  setTimeCommand,
  userInfoCommand,
} from './command-text.ts';

describe('command texts', () => {
  it.each([
    // The protocol's own example (PUSH protocol, "set the time").
    ['2018-02-22 14:54:54', 583_080_894],
    ['2000-01-01 00:00:00', 0],
    ['2026-11-20 10:00:00', (26 * 372 + 10 * 31 + 19) * 86_400 + 36_000],
    ['2026-12-31 23:59:59', (26 * 372 + 11 * 31 + 30) * 86_400 + 86_399],
  ])('packs %s as %i', (wall, packed) => {
    expect(packedDeviceTime(wall)).toBe(packed);
  });

  it('packs later times as larger numbers (the device compares them)', () => {
    const wall = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    const text = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
    fc.assert(
      fc.property(wall, wall, (a, b) => {
        fc.pre(Math.floor(a.getTime() / 1000) < Math.floor(b.getTime() / 1000));
        expect(packedDeviceTime(text(a))).toBeLessThan(packedDeviceTime(text(b)));
      }),
    );
  });

  it("sets the clock to the server's time on the device's wall clock", () => {
    const now = new Date('2026-11-20T04:30:00Z');
    expect(setTimeCommand(now, 'Asia/Kolkata')).toBe(
      `SET OPTIONS DateTime=${packedDeviceTime('2026-11-20 10:00:00')}`,
    );
    expect(setTimeCommand(now, 'Asia/Dubai')).toBe(
      `SET OPTIONS DateTime=${packedDeviceTime('2026-11-20 08:30:00')}`,
    );
  });

  it('keeps a name to one field of at most 24 characters', () => {
    expect(deviceName('Ravi\tKumar\r\nSharma')).toBe('Ravi Kumar Sharma');
    expect(deviceName('Venkatanarasimharajuvaripeta Srinivas')).toBe('Venkatanarasimharajuvari');
    expect(userInfoCommand('0042', 'A\tB')).toBe('DATA UPDATE USERINFO PIN=0042\tName=A B\tPri=0');
  });

  it.each([
    ['ID=12&Return=0&CMD=DATA', [{ id: 12, returnCode: 0 }]],
    [
      'ID=12&Return=0&CMD=DATA\r\nID=13&Return=-1002&CMD=REBOOT\n',
      [
        { id: 12, returnCode: 0 },
        { id: 13, returnCode: -1002 },
      ],
    ],
    ['ID=x&Return=0', []],
    ['Return=0&CMD=INFO', []],
    ['\u0000\u00ff', []],
    ['', []],
  ])('reads the devicecmd report %j', (body, results) => {
    expect(parseCommandResults(body)).toEqual(results);
  });
});
