import {
  formatRupees,
  isRecordId,
  rupeesToPaise,
  STAFF_ROLES,
  TAX_FORMS_MESSAGES as M,
  TAX_YEAR_MESSAGES,
  type PreviousBody,
  type RentBody,
  type TaxExtras,
  type VerifyPreviousBody,
  type VerifyRentBody,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { FourEyes } from '../four-eyes/index.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import { hraFigures, landlordPanNeeded, taxYearOfDate } from '../statutory/index.ts';
import { presentExtras, projectedHra, structureOn } from './extras-view.ts';
import * as repo from './tax-forms.repository.ts';
import { addYearToDate } from './year-to-date.ts';
import { yearToDateSums } from './year-to-date.repository.ts';

export interface TaxExtrasDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  fourEyes: Pick<FourEyes, 'check'>;
  payrollSettings: Pick<PayrollSettingsService, 'getSettings' | 'revisionsFor'>;
}

/** What payroll's TDS adds for the tax forms: the old regime's HRA exemption, an earlier employer's income. */
export interface ExtrasBasis {
  hraExemptPaise: number;
  previous: { grossPaise: number; tdsPaise: number } | null;
  /** The imported year-to-date alone (issue 43; also in `previous`): the payslip's year-to-date shows it. */
  imported?: { grossPaise: number; tdsPaise: number };
  /** The imported months' Professional Tax: the old regime's tax on employment so far; absent: none. */
  previousPtPaise?: number;
}

const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/**
 * House rent and previous employment (issue 44, docs/tax-year.md): the person declares them for the current
 * tax year; HR or Admin verify; payroll's TDS reads them through basisFor.
 */
export class TaxExtrasService {
  constructor(private readonly deps: TaxExtrasDeps) {}

  private today() {
    return this.deps.orgTime.today();
  }

  private currentYear(year: number): number {
    const current = taxYearOfDate(this.today());
    if (year !== current) throw badRequest(TAX_YEAR_MESSAGES.currentYearOnly(label(current)));
    return current;
  }

  async view(caller: Caller, personId: string, year?: number): Promise<TaxExtras> {
    if (caller.id !== personId && !STAFF_ROLES.includes(caller.role)) throw forbidden(M.notYours);
    const person = isRecordId(personId) ? await repo.findPerson(this.deps.db, personId) : undefined;
    if (!person) throw notFound(M.personNotFound);
    const y = year ?? taxYearOfDate(this.today());
    const today = this.today();
    const [rent, previous, proofsFrom, settings, revisions, slips] = await Promise.all([
      repo.findRent(this.deps.db, personId, y),
      repo.findPrevious(this.deps.db, personId, y),
      repo.findProofsFrom(this.deps.db, y),
      this.deps.payrollSettings.getSettings(),
      this.deps.payrollSettings.revisionsFor([personId]),
      repo.finalisedSlips(this.deps.db, { year: y, month: 4 }, { year: y + 1, month: 3 }, [personId]),
    ]);
    return presentExtras({
      personId,
      year: y,
      rent,
      previous,
      structure: structureOn(today, person.baseSalaryPaise, revisions.get(personId) ?? [], settings.template),
      proofsOnly: proofsFrom !== null && today >= proofsFrom,
      certificateReady: slips.length > 0,
    });
  }

  /** The person's rent for the current year; 0 removes it. Verified rent cannot change (409). */
  async declareRent(caller: Caller, body: RentBody): Promise<TaxExtras> {
    const year = this.currentYear(body.year);
    const monthlyRentPaise = rupeesToPaise(body.monthlyRent);
    const limit = hraFigures(year).landlordPanAbove;
    if (monthlyRentPaise > 0 && landlordPanNeeded(monthlyRentPaise * 12, year) && !body.landlordPan)
      throw badRequest(M.landlordPanNeeded(formatRupees(limit)));
    await this.deps.db.transaction(async (tx) => {
      const existing = await repo.findRent(tx, caller.id, year);
      if (existing && existing.status !== 'declared') throw conflict(M.verified);
      if (monthlyRentPaise === 0) {
        if (existing) await repo.deleteRent(tx, existing.id);
        return;
      }
      await repo.saveRent(tx, {
        userId: caller.id,
        taxYear: year,
        monthlyRentPaise,
        city: body.city,
        landlordName: body.landlordName ?? null,
        landlordPan: body.landlordPan ?? null,
      });
    });
    return this.view(caller, caller.id, year);
  }

  async declarePrevious(caller: Caller, body: PreviousBody): Promise<TaxExtras> {
    const year = this.currentYear(body.year);
    await this.deps.db.transaction(async (tx) => {
      const existing = await repo.findPrevious(tx, caller.id, year);
      if (existing && existing.status !== 'declared') throw conflict(M.verified);
      await repo.savePrevious(tx, {
        userId: caller.id,
        taxYear: year,
        employerName: body.employerName,
        employerTan: body.employerTan ?? null,
        grossPaise: rupeesToPaise(body.gross),
        tdsPaise: rupeesToPaise(body.tds),
      });
    });
    return this.view(caller, caller.id, year);
  }

  async verifyRent(caller: Caller, personId: string, body: VerifyRentBody): Promise<TaxExtras> {
    const person = isRecordId(personId) ? await repo.findPerson(this.deps.db, personId) : undefined;
    if (!person) throw notFound(M.personNotFound);
    const row = await repo.findRent(this.deps.db, personId, body.year);
    if (!row) throw notFound(M.notFound);
    const verifiedPaise =
      body.status === 'accepted'
        ? row.monthlyRentPaise
        : body.status === 'rejected'
          ? 0
          : rupeesToPaise(body.verifiedAmount ?? 0);
    if (body.status === 'partly' && (verifiedPaise <= 0 || verifiedPaise >= row.monthlyRentPaise))
      throw badRequest(TAX_YEAR_MESSAGES.partlyAmount);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.fourEyes.check(caller, personId, M.ownVerify, tx);
      await repo.verifyRent(tx, row.id, {
        status: body.status,
        verifiedPaise,
        reason: body.reason || null,
        verifiedBy: caller.id,
      });
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'tax.rent_verify',
        entityType: 'employee',
        entityId: personId,
        before: { employeeName: person.name, status: row.status, monthlyRent: row.monthlyRentPaise / 100 },
        after: {
          employeeName: person.name,
          status: body.status,
          verified: verifiedPaise / 100,
          reason: body.reason ?? null,
        },
      });
    });
    return this.view(caller, personId, body.year);
  }

  async verifyPrevious(caller: Caller, personId: string, body: VerifyPreviousBody): Promise<TaxExtras> {
    const person = isRecordId(personId) ? await repo.findPerson(this.deps.db, personId) : undefined;
    if (!person) throw notFound(M.personNotFound);
    const row = await repo.findPrevious(this.deps.db, personId, body.year);
    if (!row) throw notFound(M.notFound);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.fourEyes.check(caller, personId, M.ownVerify, tx);
      await repo.verifyPrevious(tx, row.id, {
        status: body.status,
        reason: body.reason || null,
        verifiedBy: caller.id,
      });
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'tax.previous_verify',
        entityType: 'employee',
        entityId: personId,
        before: { employeeName: person.name, status: row.status, employer: row.employerName },
        after: {
          employeeName: person.name,
          status: body.status,
          gross: row.grossPaise / 100,
          tds: row.tdsPaise / 100,
          reason: body.reason ?? null,
        },
      });
    });
    return this.view(caller, personId, body.year);
  }

  /**
   * For payroll's TDS on `date` (the pay month's first day): people with rent (the old regime's HRA exemption,
   * on the structure in force that day, twelve months) or an accepted earlier employment this tax year.
   */
  async basisFor(userIds: string[], fyStartYear: number, date: string): Promise<Map<string, ExtrasBasis>> {
    const [{ rents, previous }, imported] = await Promise.all([
      repo.basisRows(this.deps.db, userIds, fyStartYear),
      yearToDateSums(this.deps.db, userIds, fyStartYear),
    ]);
    const basis = new Map<string, ExtrasBasis>();
    if (rents.length === 0 && previous.length === 0 && imported.size === 0) return basis;
    const proofsFrom = await repo.findProofsFrom(this.deps.db, fyStartYear);
    const proofsOnly = proofsFrom !== null && date >= proofsFrom;
    const people = new Map(
      (
        await repo.findPeople(
          this.deps.db,
          rents.map((r) => r.userId),
        )
      ).map((p) => [p.id, p]),
    );
    const [settings, revisions] = await Promise.all([
      this.deps.payrollSettings.getSettings(),
      this.deps.payrollSettings.revisionsFor(rents.map((r) => r.userId)),
    ]);
    for (const rent of rents) {
      const person = people.get(rent.userId);
      if (!person) continue;
      const structure = structureOn(
        date,
        person.baseSalaryPaise,
        revisions.get(rent.userId) ?? [],
        settings.template,
      );
      const hra = projectedHra(rent, structure, fyStartYear, proofsOnly);
      basis.set(rent.userId, { hraExemptPaise: hra.yearPaise, previous: null });
    }
    for (const row of previous)
      basis.set(row.userId, {
        hraExemptPaise: basis.get(row.userId)?.hraExemptPaise ?? 0,
        previous: { grossPaise: row.grossPaise, tdsPaise: row.tdsPaise },
      });
    // Year-to-date imported from before the first slip here (issue 43) counts as earlier employment does.
    for (const [userId, { ptPaise, ...ytd }] of imported)
      basis.set(userId, {
        hraExemptPaise: basis.get(userId)?.hraExemptPaise ?? 0,
        previous: addYearToDate(basis.get(userId)?.previous ?? null, ytd),
        imported: ytd,
        ...(ptPaise > 0 ? { previousPtPaise: ptPaise } : {}),
      });
    return basis;
  }
}
