import { sql } from 'drizzle-orm';
import { GO_LIVE_SETTINGS_KEY } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';
import { rowsOf } from '../../db/result-rows.ts';

/** The organisation profile: one row of org_settings (key 'organisation'), absent on a fresh install. */
export const ORGANISATION_SETTINGS_KEY = 'organisation';
/** The payroll settings' key: its `organisation` is where the name lived before the profile (read-only here). */
const PAYROLL_SETTINGS_KEY = 'payroll';

export const readOrganisationValue = (db: Queryable) => readSetting(db, ORGANISATION_SETTINGS_KEY);

export const writeOrganisationValue = (db: Queryable, value: unknown, by: string, at: Date) =>
  writeSetting(db, ORGANISATION_SETTINGS_KEY, value, by, at);

/** The payroll settings' stored `organisation` ({ name, address }), if any: the profile's older home. */
export async function readLegacyOrganisation(db: Queryable): Promise<unknown> {
  const payroll = await readSetting(db, PAYROLL_SETTINGS_KEY);
  return payroll && typeof payroll === 'object'
    ? (payroll as { organisation?: unknown }).organisation
    : undefined;
}

/** What the setup guide asks of the data: one statement, an EXISTS per step (each stops at its first row). */
export interface SetupFacts {
  payrollSettings: boolean;
  holidays: boolean;
  workWeek: boolean;
  leavePolicies: boolean;
  /** Someone other than an Admin: the first Admin is there from the install on. */
  people: boolean;
  /** The organisation has a go-live date (attendance's bulk-mark settings, db/go-live.ts). */
  goLive: boolean;
  /** Someone has an opening leave balance (leave-policy's opening ledger rows). */
  openingBalances: boolean;
}

export async function readSetupFacts(db: Queryable): Promise<SetupFacts> {
  const result = await db.execute(sql`
    select
      exists(select 1 from org_settings where key = ${PAYROLL_SETTINGS_KEY}) as "payrollSettings",
      exists(select 1 from holidays) as "holidays",
      exists(select 1 from work_week_patterns) as "workWeek",
      exists(select 1 from leave_policies) as "leavePolicies",
      exists(select 1 from users where role <> 'Admin') as "people",
      exists(select 1 from org_settings where key = ${GO_LIVE_SETTINGS_KEY} and value->>'goLive' is not null) as "goLive",
      exists(select 1 from leave_ledger where kind = 'opening') as "openingBalances"`);
  const [row] = rowsOf<Record<keyof SetupFacts, boolean>>(result);
  return {
    payrollSettings: Boolean(row?.payrollSettings),
    holidays: Boolean(row?.holidays),
    workWeek: Boolean(row?.workWeek),
    leavePolicies: Boolean(row?.leavePolicies),
    people: Boolean(row?.people),
    goLive: Boolean(row?.goLive),
    openingBalances: Boolean(row?.openingBalances),
  };
}
