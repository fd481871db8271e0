/**
 * Device requests as ZKTeco/eSSL push firmware sends them (docs/devices.md, "Sources"): the query strings and
 * bodies follow the PUSH SDK protocol descriptions (PUSH SDK 3.2.0; Attendance PUSH Communication Protocol
 * 2024) and captures published with open-source receivers. `{SN}` and `{PIN}` are filled in by the tests.
 */
export const HANDSHAKE_QUERY = 'SN={SN}&options=all&pushver=2.4.1&language=69';

/** A realtime ATTLOG upload: PIN, time, status, verify, workcode, reserved 1, reserved 2 (tab-separated). */
export const ATTLOG_QUERY = 'SN={SN}&table=ATTLOG&Stamp=9999';
export const ATTLOG_TWO_PUNCHES =
  '{PIN}\t2026-11-20 09:02:11\t0\t1\t0\t0\t0\n{PIN}\t2026-11-20 09:58:40\t1\t1\t0\t0\t0\n';

/** Newer (face, "SpeedFace") firmware: mask flag, temperature and more after the reserved fields. */
export const ATTLOG_NEW_FIRMWARE = '{PIN}\t2026-11-20 09:15:03\t0\t15\t0\t0\t0\t0\t0\t0\t\t\n';

/** An operation log upload (the server does not keep it, but must answer OK). */
export const OPERLOG_QUERY = 'SN={SN}&table=OPERLOG&Stamp=9999';
export const OPERLOG_BODY = 'OPLOG 4\t0\t2026-11-20 09:00:00\t0\t0\t0\t0\n';

/** The command poll: INFO carries firmware version, user/fingerprint/punch counts and the device address. */
export const GETREQUEST_QUERY = 'SN={SN}&INFO=Ver%208.0.4.2-20230920,3,0,15,192.168.1.201,10,7,12,8,111';

/** A command's result report. */
export const DEVICECMD_QUERY = 'SN={SN}';
export const DEVICECMD_BODY = 'ID=1&Return=0&CMD=INFO';

export const fill = (text: string, values: { SN?: string; PIN?: string }) =>
  text.replaceAll('{SN}', values.SN ?? '').replaceAll('{PIN}', values.PIN ?? '');
