import {
  addDays,
  isoDay,
  monthStart,
  workCalendar,
  NATIONAL_HOLIDAYS,
  type CalendarHoliday,
  orgClockParts,
  weeklyOffCalendar,
  MONTH_NAMES,
  type Role,
  type WorkCalendar,
} from '@hrms/shared';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import type { PayrollService } from '../modules/payroll/index.ts';
import type { PayrollSettingsService } from '../modules/payroll-settings/index.ts';
import * as repo from './demo.repository.ts';
import { planAttendance, planLeaves, type DayWindow } from './plan-days.ts';
import { planBalances } from './plan-balances.ts';
import { planEvents, planNotices, planTasks } from './plan-extras.ts';
import { demoPayrollSettings, planPayrollProfiles } from './plan-payroll.ts';
import { DEMO_ACCOUNTS, planPeople, type PlannedPerson } from './plan-people.ts';
import { Random } from './random.ts';

export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_SEED = 20261121;

export interface DemoOptions {
  /** Everyone, all roles (default 40). */
  people?: number;
  seed?: number;
  /** The current month and the ones before it (default 3). */
  months?: number;
  /** The instant the data stands at; today and the punches of today follow from it. */
  now: Date;
  timeZone: string;
  weeklyOff: readonly number[];
  /** The organisation's work calendar over the window, when it has one; else WEEKLY_OFF alone. */
  calendar?: WorkCalendar;
  /** Leave the rest out for benches that only need people and attendance. */
  only?: 'people-and-attendance';
  /** Punch people in today when it is past 09:00 (default true; a punch-in bench wants none). */
  punchToday?: boolean;
  /** Told each step as it starts (the CLI prints them). */
  onStep?: (step: string) => void;
  /** Salary slips of the past months, through the payroll service on a movable clock. */
  slips?: { payroll: PayrollService; clock: Clock & { set(instant: Date | string): void } };
  /**
   * The full demo's payroll settings (PF, ESI, PT and TDS on, an address) are saved through this service,
   * as the Admin would; everyone gets a payroll profile either way (the full demo only).
   */
  payrollSettings?: Pick<PayrollSettingsService, 'getSettings' | 'putSettings'>;
}

export interface DemoPerson {
  id: string;
  name: string;
  email: string;
  role: Role;
  joinedOn: string;
  baseSalaryPaise: number;
}

export interface DemoResult {
  people: DemoPerson[];
  from: string;
  today: string;
  /** One sign-in per role (the shared password is DEMO_PASSWORD). */
  accounts: Record<Role, string>;
  counts: {
    attendance: number;
    leaves: number;
    tasks: number;
    events: number;
    notices: number;
    slipMonths: string[];
  };
}

/**
 * A realistic organisation, deterministic for a seed and a day: people, `months` of attendance and leave
 * (three unless told; `npm run demo` asks for a year), tasks, events, notices and (optionally) salary slips.
 * Plans are pure; the writes are set-based (a few statements per table, attendance as a bulk load), so 40
 * people take a few seconds and 10,000 a year about three and a half minutes, most of it their slips.
 */
export async function generateDemo(db: Database, options: DemoOptions): Promise<DemoResult> {
  const random = new Random(options.seed ?? DEMO_SEED);
  const clock = orgClockParts(options.now, options.timeZone);
  const w: DayWindow = {
    from: monthStart(clock.date, (options.months ?? 3) - 1),
    today: clock.date,
    nowTime: options.punchToday === false ? null : clock.time,
    calendar: options.calendar ?? weeklyOffCalendar(options.weeklyOff),
  };
  const full = options.only !== 'people-and-attendance';
  // The full demo has India's national holidays (docs/work-calendar.md) from its first day to a year ahead,
  // and its days are planned on that calendar, as the server's rules read it.
  const holidayRows = full && !options.calendar ? demoHolidays(w.from, addDays(w.today, 365)) : [];
  if (holidayRows.length > 0)
    w.calendar = workCalendar({
      fallback: { weeklyOff: options.weeklyOff, nthWeekOff: [] },
      patterns: [],
      holidays: holidayRows,
    });
  const step = options.onStep ?? (() => undefined);
  step('people');
  const planned = planPeople(random, options.people ?? 40, w.from, { scriptNames: full });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = await repo.insertPeople(
    db,
    planned.map((p) => ({ ...p, passwordHash, createdAt: new Date(`${p.joinedOn}T04:00:00Z`) })),
  );
  const people: DemoPerson[] = planned.map((p) => ({ ...p, id: ids.get(p.email)! }));
  const idOf = (index: number) => people[index]!.id;
  if (full) {
    step('payroll settings and profiles');
    await writePayroll(db, people, planned, options);
  }

  if (holidayRows.length > 0) {
    step('holidays');
    await repo.insertHolidays(db, holidayRows);
  }
  const leaves = full ? planLeaves(random, planned, w) : [];
  step('attendance');
  // Planned as it is written: the plan is used up here, before `random` plans anything else.
  const attendanceRows = await repo.insertAttendance(
    db,
    planAttendance(random, planned, leaves, w),
    idOf,
    options.timeZone,
    options.now,
  );
  const counts: DemoResult['counts'] = {
    attendance: attendanceRows,
    leaves: 0,
    tasks: 0,
    events: 0,
    notices: 0,
    slipMonths: [],
  };
  if (full) {
    step('leave, tasks, events and notifications');
    // The SME leave preset and each request's days (docs/leave.md); approved days enter the ledger as taken.
    const balances = planBalances(planned, leaves, w.calendar, w.from);
    await repo.insertLeavePolicies(db, balances.effectiveFrom, balances.policies);
    await repo.insertLeaves(
      db,
      leaves.map((l, i) => ({
        daysHundredths: Math.round(balances.days[i]!.days * 100),
        unpaidHundredths: Math.round(balances.days[i]!.unpaidDays * 100),
        userId: idOf(l.person),
        type: l.type,
        startDate: l.startDate,
        endDate: l.endDate,
        reason: l.reason,
        status: l.status,
        rejectionReason: l.rejectionReason,
        decidedBy: l.decidedBy === null ? null : idOf(l.decidedBy),
        decidedAt: l.decidedBy === null ? null : new Date(`${addDays(l.startDate, -2)}T06:00:00Z`),
        createdAt: new Date(`${addDays(l.startDate, -5)}T05:00:00Z`),
      })),
    );
    await repo.insertTakenLeave(db);
    const tasks = planTasks(random, planned, w.today);
    await repo.insertTasks(
      db,
      tasks.map((t) => ({
        title: t.title,
        date: t.date,
        time: t.time,
        status: t.status,
        assignedTo: idOf(t.assignedTo),
        createdBy: idOf(t.createdBy),
        createdByName: people[t.createdBy]!.name,
        completedAt: t.status === 'Completed' ? new Date(`${t.date}T10:00:00Z`) : null,
        createdAt: new Date(`${addDays(t.date, -3)}T05:00:00Z`),
      })),
    );
    const events = planEvents(random, planned, w.today);
    await repo.insertEvents(
      db,
      events.map((e) => ({
        userId: idOf(e.person),
        title: e.title,
        date: e.date,
        time: e.time,
        status: e.status,
        completedAt: e.status === 'completed' ? new Date(`${e.date}T12:00:00Z`) : null,
      })),
    );
    const notices = planNotices(random, planned);
    for (const n of notices) {
      const everyone = planned.map((_, i) => i).filter((i) => i !== n.sender);
      const recipients = n.recipients ?? everyone;
      await repo.insertNotice(
        db,
        {
          message: n.message,
          senderId: idOf(n.sender),
          senderName: people[n.sender]!.name,
          senderRole: people[n.sender]!.role,
          audience: n.recipients ? 'selected' : 'all',
          recipientCount: recipients.length,
          sentAt: new Date(options.now.getTime() - n.daysAgo * 86_400_000),
        },
        recipients.map((i) => ({ userId: idOf(i), read: n.read.has(i) })),
      );
    }
    Object.assign(counts, {
      leaves: leaves.length,
      tasks: tasks.length,
      events: events.length,
      notices: notices.length,
    });
  }
  if (options.slips) counts.slipMonths = await generateSlips(people, w, options.slips, options.now, step);
  return { people, from: w.from, today: w.today, accounts: { ...DEMO_ACCOUNTS }, counts };
}

/** Saved before any slip, so the demo's slips carry the whole breakdown. */
async function writePayroll(
  db: Database,
  people: DemoPerson[],
  planned: PlannedPerson[],
  options: DemoOptions,
): Promise<void> {
  const admin = people.find((p) => p.role === 'Admin')!;
  // Its own sequence: the rest of the organisation stays what it was for a seed.
  const random = new Random((options.seed ?? DEMO_SEED) + 21);
  const profiles = planPayrollProfiles(random, planned);
  await repo.insertPayrollProfiles(
    db,
    profiles.map((profile, i) => ({ userId: people[i]!.id, ...profile, updatedBy: admin.id })),
  );
  const service = options.payrollSettings;
  if (service) {
    const caller = { id: admin.id, name: admin.name, email: admin.email, role: admin.role };
    await service.putSettings(caller, demoPayrollSettings(await service.getSettings()));
  }
}

/**
 * Each past month of the window is paid through the payroll service (same formula, PDFs and records as
 * the Admin's button), with the clock on the 1st of the next month so 'Date Punched' looks real.
 */
async function generateSlips(
  people: DemoPerson[],
  w: DayWindow,
  { payroll, clock }: NonNullable<DemoOptions['slips']>,
  now: Date,
  step: (step: string) => void,
): Promise<string[]> {
  const admin = people.find((p) => p.role === 'Admin')!;
  const labels: string[] = [];
  for (let month = w.from; month < monthStart(w.today); month = monthStart(month, -1)) {
    const next = monthStart(month, -1);
    const label = `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
    const payees = people.filter((p) => p.joinedOn < next).map((p) => p.id);
    // 05:30 UTC on the 1st: 11:00 in Kolkata, the morning after the month ends.
    clock.set(`${next}T05:30:00.000Z`);
    step(`salary slips for ${label}`);
    await payroll.requestGeneration(admin, { employeeIds: payees, month: label });
    await payroll.whenIdle();
    labels.push(label);
  }
  clock.set(now);
  return labels;
}

/** India's national holidays (public) between two dates, and an optional one in each year: the demo's list. */
function demoHolidays(from: string, to: string): CalendarHoliday[] {
  const list: CalendarHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const { monthDay, name } of NATIONAL_HOLIDAYS)
      list.push({ date: `${year}-${monthDay}`, name, kind: 'public' });
    list.push({ date: isoDay(year, 12, 24), name: 'Christmas Eve', kind: 'optional' });
  }
  return list.filter((holiday) => holiday.date >= from && holiday.date <= to);
}
