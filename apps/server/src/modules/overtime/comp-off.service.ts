import {
  COMP_OFF_LEAVE_TYPE,
  type CompOffBalance,
  type CompOffSettings,
  type LeaveTypeInfo,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { Caller } from '../../plugins/access.ts';
import { CompOffLedger, type LeaveTypesService } from '../leave-policy/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import * as repo from './comp-off.repository.ts';
import { compOffBook, compOffExpiry, compOffHundredths, type CompOffBook } from './comp-off.rules.ts';

export interface CompOffDeps {
  db: Database;
  workCalendar: WorkCalendarService;
  leaveTypes: Pick<LeaveTypesService, 'ensure' | 'list'>;
}

/** The comp-off leave type as it is made when comp-off is turned on: paid, half days, balance from credits only. */
const TYPE_BODY = {
  ...COMP_OFF_LEAVE_TYPE,
  paid: true,
  multiDay: true,
  halfDayAllowed: true,
  encashable: false,
  gender: 'any' as const,
  minServiceMonths: 0,
  maxDaysPerRequest: null,
  source: 'Compensatory off for work on a weekly off or holiday (docs/overtime.md)',
  // No quota of its own: credits are adjustments; everything carries into the next leave year.
  policy: { annualQuota: 0, accrual: 'upfront' as const, carryForwardMax: 366 },
};

/**
 * Compensatory off (issue 45, docs/overtime.md "Compensatory off"): which worked days earn it, the credit an
 * approval writes to the leave ledger, and a person's book (credits - used - expired = balance).
 */
export class CompOff {
  constructor(private readonly deps: CompOffDeps) {}

  /**
   * The hundredths a worked day earns (100, or 50 under the shift's half-day minimum), or null when the day
   * makes an ordinary overtime claim: comp-off off, a working day, or the person paid overtime instead.
   */
  async earns(
    settings: CompOffSettings,
    userId: string,
    date: string,
    workedMinutes: number,
    halfDayMinutes: number | null,
  ): Promise<number | null> {
    if (!settings.enabled || settings.payInsteadEveryone || settings.payInsteadUserIds.includes(userId))
      return null;
    if ((await this.deps.workCalendar.dayOfPerson(userId, date)).kind === 'working') return null;
    if (settings.payInsteadDepartmentIds.length > 0) {
      const department = await repo.departmentOn(this.deps.db, userId, date);
      if (department && settings.payInsteadDepartmentIds.includes(department)) return null;
    }
    return compOffHundredths(workedMinutes, halfDayMinutes);
  }

  /** The comp-off leave type, made on first need (turning comp-off on, or the first credit). */
  ensureType(actor: Caller): Promise<LeaveTypeInfo> {
    return this.deps.leaveTypes.ensure(actor, TYPE_BODY);
  }

  async typeName(): Promise<string | null> {
    const types = await this.deps.leaveTypes.list();
    return types.find((t) => t.code.toUpperCase() === COMP_OFF_LEAVE_TYPE.code)?.name ?? null;
  }

  /** The approval's credit (in the approval's transaction): the expiry date it fixes on the claim. */
  async credit(
    tx: Queryable,
    type: string,
    claim: { id: string; userId: string; date: string; hundredths: number },
    expiryDays: number,
    by: string,
    at: Date,
  ): Promise<string> {
    const expiresOn = compOffExpiry(claim.date, expiryDays);
    await CompOffLedger.credit(tx, {
      userId: claim.userId,
      type,
      claimId: claim.id,
      date: claim.date,
      days: claim.hundredths / 100,
      reason: `Comp-off for work on ${claim.date} (expires ${expiresOn})`,
      by,
      at,
    });
    return expiresOn;
  }

  /** A person's book as of `today` from their approved credits and the days taken of the type. */
  async bookOf(
    userId: string,
    today: string,
    db: Queryable = this.deps.db,
  ): Promise<{ type: string | null; credits: repo.CreditRow[]; book: CompOffBook }> {
    const type = await this.typeName();
    const credits = await repo.creditsOf(db, userId);
    const uses = type ? await CompOffLedger.uses(db, userId, type) : [];
    const book = compOffBook(
      credits.map((c) => ({ id: c.id, earnedOn: c.date, expiresOn: c.expiresOn, hundredths: c.hundredths })),
      uses.map((u) => ({ on: u.on, hundredths: Math.round(u.days * 100) })),
      today,
    );
    return { type, credits, book };
  }

  async balance(userId: string, today: string): Promise<CompOffBalance> {
    const { type, credits, book } = await this.bookOf(userId, today);
    const earned = new Map(credits.map((c) => [c.id, c]));
    const days = (hundredths: number) => hundredths / 100;
    return {
      leaveType: type,
      credited: days(book.credited),
      used: days(book.used),
      expired: days(book.expired),
      balance: days(book.balance),
      nextExpiry: book.nextExpiry ? { on: book.nextExpiry.on, days: days(book.nextExpiry.hundredths) } : null,
      credits: book.credits.map((c) => ({
        claimId: c.id,
        date: earned.get(c.id)!.date,
        days: days(earned.get(c.id)!.hundredths),
        expiresOn: c.expiresOn,
        used: days(c.used),
        expired: days(c.expired),
        remaining: days(c.remaining),
      })),
    };
  }
}
