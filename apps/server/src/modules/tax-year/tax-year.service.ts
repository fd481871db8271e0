import {
  isRecordId,
  rupeesToPaise,
  STAFF_ROLES,
  TAX_YEAR_MESSAGES as M,
  type DeclarationsBody,
  type TaxRegime,
  type TaxYearView,
  type TaxYearWindow,
  type TaxYearWindowBody,
  type VerifyDeclarationBody,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import {
  countedDeductions,
  declarationSections,
  professionalTax,
  professionalTaxOfMonths,
  taxYearOfDate,
} from '../statutory/index.ts';
import * as repo from './tax-year.repository.ts';
import { presentView, presentWindow, toDeclared, yearLabel } from './tax-year.view.ts';

export interface TaxYearDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  payrollSettings: Pick<PayrollSettingsService, 'getSettings' | 'profilesFor' | 'revisionsFor'>;
}

/** What payroll's TDS takes from the tax year (payroll/batch/chunk-load.ts `TaxBasis`). */
export interface TaxBasis {
  /** The year's chosen regime; null: the payroll profile's. */
  regime: TaxRegime | null;
  /** Old-regime exemptions and deductions that count on the pay month's first day, paise. */
  oldRegimeDeductionsPaise: number;
}

/**
 * The tax year (issue 44, docs/tax-year.md): a person's regime for the year and their old-regime declarations,
 * HR's verification and the Admin's windows; and, for payroll, what each person's TDS is computed with.
 */
export class TaxYearService {
  constructor(private readonly deps: TaxYearDeps) {}

  private today() {
    return this.deps.orgTime.today();
  }

  /** The person's own, or anyone's for Admin and HR (the staff route). */
  async view(caller: Caller, personId: string, year?: number): Promise<TaxYearView> {
    if (caller.id !== personId && !STAFF_ROLES.includes(caller.role)) throw forbidden(M.notYours);
    if (!isRecordId(personId)) throw notFound(M.personNotFound);
    return this.viewOf(this.deps.db, personId, year ?? taxYearOfDate(this.today()));
  }

  private async viewOf(db: Queryable, personId: string, year: number): Promise<TaxYearView> {
    const person = await repo.findPerson(db, personId);
    if (!person) throw notFound(M.personNotFound);
    const today = this.today();
    const [window, choice, declarations, profiles, revisions, settings] = await Promise.all([
      repo.findWindow(db, year),
      repo.findChoice(db, personId, year),
      repo.listDeclarations(db, personId, year),
      this.deps.payrollSettings.profilesFor([personId]),
      this.deps.payrollSettings.revisionsFor([personId]),
      this.deps.payrollSettings.getSettings(),
    ]);
    let monthlyGrossPaise = person.baseSalaryPaise;
    for (const revision of revisions.get(personId) ?? [])
      if (revision.effectiveFrom <= today) monthlyGrossPaise = revision.grossPaise;
    // The old regime's tax on employment: the year's Professional Tax on that gross, as payroll would take it.
    const profile = profiles.get(personId);
    const state = profile?.workState ?? settings.pt.defaultState;
    const professionalTaxPaise =
      settings.pt.enabled && state
        ? professionalTaxOfMonths(professionalTax, {
            state,
            gender: profile?.gender ?? null,
            monthlyGrossPaise,
            year,
            month: 4,
            count: 12,
          })
        : 0;
    return presentView({
      personId,
      year,
      today,
      window,
      choice,
      profileRegime: profiles.get(personId)?.taxRegime ?? 'new',
      declarations,
      monthlyGrossPaise,
      professionalTaxPaise,
      tdsOn: settings.tds.enabled,
    });
  }

  /** Writes are for the tax year of today only: a past or future year answers 400. */
  private currentYear(year: number): number {
    const current = taxYearOfDate(this.today());
    if (year !== current) throw badRequest(M.currentYearOnly(yearLabel(current)));
    return current;
  }

  /** The person's own choice, while the Admin's window is open and HR has not set it. */
  async chooseRegime(caller: Caller, body: { year: number; regime: TaxRegime }): Promise<TaxYearView> {
    const year = this.currentYear(body.year);
    await this.deps.db.transaction(async (tx) => {
      const window = presentWindow(year, await repo.findWindow(tx, year), this.today());
      const choice = await repo.findChoice(tx, caller.id, year);
      if (choice?.source === 'staff') throw conflict(M.lockedByStaff);
      if (!window.regimeOpen) throw conflict(M.windowClosed);
      await repo.saveChoice(tx, {
        userId: caller.id,
        taxYear: year,
        regime: body.regime,
        source: 'employee',
        reason: null,
        setBy: caller.id,
      });
    });
    return this.viewOf(this.deps.db, caller.id, year);
  }

  /** HR or Admin set the year's regime with a reason (any time of the year); the person's choice then locks. */
  async setRegime(
    caller: Caller,
    personId: string,
    body: { year: number; regime: TaxRegime; reason: string },
  ): Promise<TaxYearView> {
    const year = this.currentYear(body.year);
    const person = isRecordId(personId) ? await repo.findPerson(this.deps.db, personId) : undefined;
    if (!person) throw notFound(M.personNotFound);
    await this.deps.db.transaction(async (tx) => {
      const before = await repo.findChoice(tx, personId, year);
      await repo.saveChoice(tx, {
        userId: personId,
        taxYear: year,
        regime: body.regime,
        source: 'staff',
        reason: body.reason,
        setBy: caller.id,
      });
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'tax.regime_set',
        entityType: 'employee',
        entityId: personId,
        before: { employeeName: person.name, taxYear: yearLabel(year), regime: before?.regime ?? null },
        after: {
          employeeName: person.name,
          taxYear: yearLabel(year),
          regime: body.regime,
          reason: body.reason,
        },
      });
    });
    return this.viewOf(this.deps.db, personId, year);
  }

  /**
   * The person's declarations for the current year: a section left out is removed, a changed amount replaces
   * the declared one; a line HR has verified cannot change (409), and nothing changes then.
   */
  async declare(caller: Caller, body: DeclarationsBody): Promise<TaxYearView> {
    const year = this.currentYear(body.year);
    const sections = declarationSections(year);
    await this.deps.db.transaction(async (tx) => {
      const existing = await repo.listDeclarations(tx, caller.id, year);
      const asked = new Map(body.lines.map((line) => [line.section, rupeesToPaise(line.amount)]));
      for (const row of existing) {
        const next = asked.get(row.section as never);
        if (next === row.declaredPaise) continue;
        if (row.status !== 'declared') {
          const label = sections.find((entry) => entry.section === row.section)?.label ?? row.section;
          throw conflict(M.verifiedLine(label));
        }
        if (next === undefined) await repo.deleteDeclaration(tx, row.id);
        else await repo.updateDeclared(tx, row.id, next);
      }
      const have = new Set(existing.map((row) => row.section));
      for (const [section, declaredPaise] of asked)
        if (!have.has(section))
          await repo.insertDeclaration(tx, { userId: caller.id, taxYear: year, section, declaredPaise });
    });
    return this.viewOf(this.deps.db, caller.id, year);
  }

  /** HR or Admin verify one line: accepted (the declared amount), accepted in part, rejected (nothing). */
  async verify(
    caller: Caller,
    personId: string,
    lineId: string,
    body: VerifyDeclarationBody,
  ): Promise<TaxYearView> {
    const row = isRecordId(lineId) ? await repo.findDeclaration(this.deps.db, lineId) : undefined;
    if (!row || row.userId !== personId) throw notFound(M.lineNotFound);
    const verifiedPaise =
      body.status === 'accepted'
        ? row.declaredPaise
        : body.status === 'rejected'
          ? 0
          : rupeesToPaise(body.verifiedAmount ?? 0);
    if (body.status === 'partly' && (verifiedPaise <= 0 || verifiedPaise >= row.declaredPaise))
      throw badRequest(M.partlyAmount);
    const person = await repo.findPerson(this.deps.db, personId);
    const label =
      declarationSections(row.taxYear).find((entry) => entry.section === row.section)?.label ?? row.section;
    await this.deps.db.transaction(async (tx) => {
      await repo.verifyDeclaration(tx, row.id, {
        status: body.status,
        verifiedPaise,
        reason: body.reason || null,
        verifiedBy: caller.id,
      });
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'tax.declaration_verify',
        entityType: 'employee',
        entityId: personId,
        before: {
          employeeName: person?.name ?? null,
          section: label,
          status: row.status,
          declared: row.declaredPaise / 100,
        },
        after: {
          employeeName: person?.name ?? null,
          section: label,
          status: body.status,
          verified: verifiedPaise / 100,
          reason: body.reason ?? null,
        },
      });
    });
    return this.viewOf(this.deps.db, personId, row.taxYear);
  }

  /** The Admin's windows of a tax year. */
  async setWindow(caller: Caller, year: number, body: TaxYearWindowBody): Promise<TaxYearWindow> {
    await this.deps.db.transaction(async (tx) => {
      const before = await repo.findWindow(tx, year);
      await repo.saveWindow(tx, { taxYear: year, ...body, updatedBy: caller.id });
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'tax.window_set',
        entityType: 'settings',
        entityId: `tax-year-${year}`,
        before: {
          taxYear: yearLabel(year),
          regimeUntil: before?.regimeUntil ?? null,
          proofsFrom: before?.proofsFrom ?? null,
        },
        after: { taxYear: yearLabel(year), ...body },
      });
    });
    return presentWindow(year, await repo.findWindow(this.deps.db, year), this.today());
  }

  /**
   * For payroll's TDS (payroll/batch/chunk-load.ts): each person with a choice or declarations this tax year,
   * what counts on `date` (the pay month's first day). Nobody else is in the map: their TDS is as before.
   */
  async basisFor(userIds: string[], fyStartYear: number, date: string): Promise<Map<string, TaxBasis>> {
    const { choices, declarations } = await repo.basisRows(this.deps.db, userIds, fyStartYear);
    const window = await repo.findWindow(this.deps.db, fyStartYear);
    const proofsOnly = presentWindow(fyStartYear, window, date).proofsOnly;
    const basis = new Map<string, TaxBasis>();
    for (const choice of choices)
      basis.set(choice.userId, { regime: choice.regime as TaxRegime, oldRegimeDeductionsPaise: 0 });
    const byPerson = new Map<string, repo.DeclarationRow[]>();
    for (const row of declarations) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
    for (const [userId, rows] of byPerson) {
      const counted = countedDeductions(rows.map(toDeclared), fyStartYear, proofsOnly);
      basis.set(userId, { regime: basis.get(userId)?.regime ?? null, oldRegimeDeductionsPaise: counted });
    }
    return basis;
  }
}
