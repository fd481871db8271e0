/**
 * The authorisation matrix: every /api route (method + path exactly as registered) against seven
 * callers, with the outcome spec section 6 and docs/*.md promise. `authorization-matrix.test.ts`
 * walks it against the real app and also fails when a registered route has no row here.
 *
 * Callers (columns, in this order in every `expect` string):
 *   anon      no token (path ids point at Employee A's things)
 *   empSelf   Employee A, path ids and body ids point at A's own things
 *   empOther  Employee A, path ids and body ids point at Employee B's things
 *   hrSelf    HR, pointing at the HR person's own things
 *   hrOther   HR, pointing at Employee B's things
 *   admSelf   Admin, pointing at the Admin's own things
 *   admOther  Admin, pointing at Employee B's things
 *
 * Outcomes: `ok` = any 2xx; a number = that exact status.
 *
 * Params and body values are refs resolved per caller against a freshly seeded "world"
 * (authorization-world.ts): `person` is the target person's id, `leave`/`event`/`task`/
 * `notification` the target person's own record of that kind (`holiday`: one seeded beside them), `shift` a shift seeded
 * with the world, `caller` the caller's own id
 * (Employee A for anon). Use `caller` + a record ref to probe "my path, someone else's record".
 *
 * Adding a route? Add a row (or the matrix test fails) and say why in a comment when the
 * outcome is not what the role table alone suggests.
 */

import { CALENDAR_ROWS } from './authorization-matrix.calendar.ts';
import { MAIL_ROWS } from './authorization-matrix.mail.ts';
import { LANGUAGE_ROWS } from './authorization-matrix.languages.ts';
import { TWO_STEP_ROWS } from './authorization-matrix.two-step.ts';
import { PRIVACY_ROWS } from './authorization-matrix.privacy.ts';
import { ORGANISATION_ROWS } from './authorization-matrix.organisation.ts';
import { DEVICE_ROWS } from './authorization-matrix.devices.ts';
import { IMPORT_ROWS } from './authorization-matrix.imports.ts';
import { ORG_STRUCTURE_ROWS } from './authorization-matrix.org-structure.ts';
import { EXIT_ROWS } from './authorization-matrix.exit.ts';
import { LIFECYCLE_ROWS } from './authorization-matrix.lifecycle.ts';
import { CLAIM_ROWS } from './authorization-matrix.claims.ts';
import { APPROVALS_ROWS } from './authorization-matrix.approvals.ts';
import { OVERTIME_ROWS } from './authorization-matrix.overtime.ts';
import { ON_DUTY_ROWS } from './authorization-matrix.on-duty.ts';
import { CORRECTION_ROWS } from './authorization-matrix.corrections.ts';
import { PAYROLL_SETTINGS_ROWS } from './authorization-matrix.payroll-settings.ts';
import { LEAVE_POLICY_ROWS } from './authorization-matrix.leave-policy.ts';
import { STAFF_ROWS } from './authorization-matrix.staff.ts';
import { TAX_ROWS } from './authorization-matrix.tax.ts';
import { TAX_YEAR_ROWS } from './authorization-matrix.tax-year.ts';
import { TAX_FORMS_ROWS } from './authorization-matrix.tax-forms.ts';
import { TAX_PROOFS_ROWS } from './authorization-matrix.tax-proofs.ts';
import { WORK_ROWS } from './authorization-matrix.work.ts';

export const CALLERS = ['anon', 'empSelf', 'empOther', 'hrSelf', 'hrOther', 'admSelf', 'admOther'] as const;
export type CallerKey = (typeof CALLERS)[number];
export type Outcome = 'ok' | number;

export type Ref =
  | 'person'
  | 'caller'
  | 'leave'
  | 'event'
  | 'task'
  | 'notification'
  | 'fileToken'
  | 'shift'
  | 'holiday'
  | 'correction'
  /** A leave type ('Paid Leave'): the leave policy routes. */
  | 'leaveType'
  /** A built-in leave type's code ('PL'): the Admin's leave-type routes refuse changing it (400). */
  | 'leaveTypeCode'
  /** A payroll run's period (YYYY-MM): September 2026, the world's salary records. */
  | 'runPeriod'
  /** A bulk import's kind (issue 43): 'people'. */
  | 'importKind'
  /** The world's department, designation and location (issue 42), nobody placed. */
  | 'department'
  | 'designation'
  | 'location'
  /** A letter's kind ('relieving'): the exit letters (issue 43). */
  | 'letterKind'
  /** A declared tax line that does not exist (issue 44): staff get 404. */
  | 'taxLine'
  /** A tax year's first calendar year: 2026 (the windows route). */
  | 'taxYear'
  /** A device and a device command that do not exist (issue 46): the Admin gets 404. */
  | 'device'
  | 'deviceCommand';

/** What a body builder may use: the target's ids and a few fresh values. */
export interface BodyContext {
  personId: string;
  personEmail: string;
  callerId: string;
  /** The caller's own e-mail (Employee A's for anon). */
  callerEmail: string;
  today: string;
  /** A date a few days ahead that no seeded leave covers. */
  freeFutureDate: string;
  /** Unique per request (emails of new people, titles). */
  unique: string;
  /** A shift (not the default) seeded with the world, nobody assigned. */
  shiftId: string;
  /** A date no holiday has yet, different for every request (holidays are one a date, organisation-wide). */
  freeHolidayDate: string;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** Seven outcomes, in CALLERS order, separated by spaces. */
  expect: string;
  params?: Record<string, Ref>;
  query?: Record<string, string>;
  body?: (c: BodyContext) => unknown;
  /** Seed the world so the allowed call can succeed (e.g. punch-out needs a punch-in). */
  world?: { punchedIn?: boolean };
  /** Marks a second row for the same route (e.g. own path, someone else's record). */
  variant?: string;
}

// Columns of every `expect`: anon empSelf empOther hrSelf hrOther admSelf admOther
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // system and auth
  { method: 'GET', path: '/api/health', expect: 'ok ok ok ok ok ok ok' },
  { method: 'GET', path: '/api/health/live', expect: 'ok ok ok ok ok ok ok' },
  { method: 'GET', path: '/api/health/ready', expect: 'ok ok ok ok ok ok ok' },
  { method: 'GET', path: '/api/metrics', expect: '401 403 403 403 403 ok ok' },
  { method: 'GET', path: '/api/config', expect: 'ok ok ok ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/auth/login',
    expect: 'ok ok ok ok ok ok ok',
    // Signing in is done as oneself: the caller's own e-mail (Employee A's for anon).
    body: (c) => ({ email: c.callerEmail, password: 'correct-horse-42' }),
  },
  { method: 'GET', path: '/api/auth/me', expect: '401 ok ok ok ok ok ok' },

  ...WORK_ROWS,
  ...STAFF_ROWS,
  ...CORRECTION_ROWS,
  ...CALENDAR_ROWS,
  ...PAYROLL_SETTINGS_ROWS,
  ...TAX_ROWS,
  ...TAX_YEAR_ROWS,
  ...TAX_FORMS_ROWS,
  ...TAX_PROOFS_ROWS,
  ...LEAVE_POLICY_ROWS,
  ...MAIL_ROWS,
  ...LANGUAGE_ROWS,
  ...TWO_STEP_ROWS,
  ...PRIVACY_ROWS,
  ...ORGANISATION_ROWS,
  ...DEVICE_ROWS,
  ...IMPORT_ROWS,
  ...ORG_STRUCTURE_ROWS,
  ...EXIT_ROWS,
  ...LIFECYCLE_ROWS,
  ...CLAIM_ROWS,
  ...APPROVALS_ROWS,
  ...OVERTIME_ROWS,
  ...ON_DUTY_ROWS,
];

/** The seven outcomes of a row, keyed by caller. */
export function outcomesOf(row: MatrixRow): Record<CallerKey, Outcome> {
  const parts = row.expect.trim().split(/\s+/);
  if (parts.length !== CALLERS.length) {
    throw new Error(
      `${row.method} ${row.path}: expect needs ${CALLERS.length} outcomes, got "${row.expect}"`,
    );
  }
  return Object.fromEntries(
    CALLERS.map((caller, i) => [caller, parts[i] === 'ok' ? 'ok' : Number(parts[i])]),
  ) as Record<CallerKey, Outcome>;
}

export const routeKey = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
