import {
  PAYROLL_SETTINGS_MESSAGES as M,
  allowancesFit,
  effectiveTemplate,
  type RevealableField,
  rupeesToPaise,
  type PayrollProfile,
  type PayrollProfileBody,
  type PayrollProfileUpdate,
  type PayrollSettings,
  type SalaryRevision,
  type SalaryRevisionBody,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { emptyProfile, missingFor, presentProfile, presentRevision } from './payroll-settings.presenter.ts';
import * as repo from './payroll-settings.repository.ts';
import { esiCeilingPaise, professionalTaxStates } from '../statutory/index.ts';
import { settingsInForce } from './payroll-settings.rules.ts';
import { formRevisionPlan } from './form-revision.ts';
import { maskedBody, nextProfile, profileBodyOf } from './payroll-profile.ts';
import { revisionsInForce, type RevisionInForce } from './salary-revisions.ts';

export interface PayrollSettingsDeps {
  db: Database;
  orgTime: OrgTime;
  /** ORG_NAME: the payslip header until the Admin sets one. */
  orgName: string;
  audit: AuditService;
  /**
   * The organisation profile (issue 40): the one home of the name and address the payslip prints. The
   * settings' `organisation` reads from it and saving the settings writes to it, so the API stays as it was.
   */
  organisation: {
    nameAndAddress(db: Queryable): Promise<{ name: string; address: string }>;
    adoptFromPayrollSettings(
      tx: Queryable,
      admin: Caller,
      organisation: { name: string; address: string },
    ): Promise<void>;
  };
}

const isRecordId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** Payroll settings, payroll profiles and salary revisions (issue 21, docs/payroll.md). */
export class PayrollSettingsService {
  constructor(private readonly deps: PayrollSettingsDeps) {}

  async getSettings(db: Queryable = this.deps.db): Promise<PayrollSettings> {
    const [stored, organisation] = await Promise.all([
      repo.readPayrollSettingsValue(db),
      this.deps.organisation.nameAndAddress(db),
    ]);
    return { ...settingsInForce(stored, this.deps.orgName), organisation };
  }

  async putSettings(admin: Caller, body: PayrollSettings): Promise<PayrollSettings> {
    const state = body.pt.defaultState;
    if (state !== null && !professionalTaxStates().some((s) => s.code === state)) throw badRequest(M.state);
    await this.deps.db.transaction(async (tx) => {
      const before = await this.getSettings(tx);
      const lowest = await repo.lowestPositiveGross(tx);
      if (lowest !== null && !allowancesFit(lowest, body.template)) throw badRequest(M.allowancesExceedGross);
      await repo.writePayrollSettingsValue(tx, body, admin.id, this.deps.orgTime.now());
      await this.deps.organisation.adoptFromPayrollSettings(tx, admin, body.organisation);
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'settings.payroll',
        entityType: 'settings',
        entityId: repo.PAYROLL_SETTINGS_KEY,
        before,
        after: body,
      });
    });
    return this.getSettings();
  }

  async getProfile(_caller: Caller, userId: string): Promise<PayrollProfile> {
    await this.mustExist(userId);
    const [row] = await repo.findProfiles(this.deps.db, [userId]);
    const covered = await this.esiCovered([userId]);
    return presentProfile(row ?? emptyProfile(userId), await this.getSettings(), covered.has(userId));
  }

  /**
   * Who ESI would cover today: a monthly gross in force at most the ceiling kept in the statutory figures
   * (₹21,000). Above it nobody is asked for an ESI number (issue 40).
   */
  private async esiCovered(userIds: string[]): Promise<Set<string>> {
    const ceiling = esiCeilingPaise(this.deps.orgTime.today());
    const salaries = await repo.baseSalariesOf(this.deps.db, userIds);
    return new Set(userIds.filter((id) => (salaries.get(id) ?? 0) <= ceiling));
  }

  async putProfile(admin: Caller, userId: string, body: PayrollProfileUpdate): Promise<PayrollProfile> {
    if (!isRecordId(userId)) throw notFound(M.employeeNotFound);
    await this.deps.db.transaction(async (tx) => {
      const person = await repo.lockPerson(tx, userId);
      if (!person) throw notFound(M.employeeNotFound);
      // HR keeps Employees' and HR's profiles, never an Admin's (nobody acts above their own role).
      if (admin.role === 'HR' && person.role === 'Admin') throw forbidden(M.hrNotForAdmin);
      const [before] = await repo.findProfiles(tx, [userId]);
      const stored = before ?? emptyProfile(userId);
      const next = nextProfile(stored, body);
      await repo.upsertProfile(tx, {
        userId,
        ...next,
        updatedBy: admin.id,
        updatedAt: this.deps.orgTime.now(),
      });
      // The trail keeps identity numbers masked, like every answer.
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'payroll.profile_update',
        entityType: 'employee',
        entityId: userId,
        before: before ? maskedBody(profileBodyOf(before)) : null,
        after: maskedBody(profileBodyOf({ ...stored, ...next })),
      });
    });
    return this.getProfile(admin, userId);
  }

  /**
   * One identity number in full, for the Admin (docs/privacy.md): the audit entry names who, whose and which
   * field, never the value, and is written in the read's transaction (no reveal without its entry).
   */
  async reveal(admin: Caller, userId: string, field: RevealableField): Promise<string | null> {
    if (!isRecordId(userId)) throw notFound(M.employeeNotFound);
    return this.deps.db.transaction(async (tx) => {
      if (!(await repo.personExists(tx, userId))) throw notFound(M.employeeNotFound);
      const [row] = await repo.findProfiles(tx, [userId]);
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'payroll.profile_reveal',
        entityType: 'employee',
        entityId: userId,
        after: { field },
      });
      return row?.[field] ?? null;
    });
  }

  async listRevisions(userId: string): Promise<SalaryRevision[]> {
    await this.mustExist(userId);
    return (await repo.findRevisions(this.deps.db, [userId])).map(presentRevision);
  }

  /**
   * A revision from a date on (one a day: the same date replaces it). One in force today (not in the
   * future, and no later one already in force) also becomes the employee form's base salary.
   */
  async addRevision(admin: Caller, userId: string, body: SalaryRevisionBody): Promise<SalaryRevision> {
    if (!isRecordId(userId)) throw notFound(M.employeeNotFound);
    const grossPaise = rupeesToPaise(body.monthlyGross);
    const settings = await this.getSettings();
    if (!allowancesFit(grossPaise, effectiveTemplate(settings.template, body.override)))
      throw badRequest(M.allowancesExceedGross);
    const today = this.deps.orgTime.today();
    return this.deps.db.transaction(async (tx) => {
      const person = await repo.lockPerson(tx, userId);
      if (!person) throw notFound(M.employeeNotFound);
      const { saved, before } = await repo.upsertRevision(tx, {
        userId,
        effectiveFrom: body.effectiveFrom,
        monthlyGrossPaise: grossPaise,
        override: body.override,
        createdBy: admin.id,
        createdAt: this.deps.orgTime.now(),
      });
      const all = await repo.findRevisions(tx, [userId]);
      const inForce = all.filter((r) => r.effectiveFrom <= today).at(-1);
      if (inForce?.id === saved.id && person.baseSalaryPaise !== grossPaise)
        await repo.setBaseSalary(tx, userId, grossPaise);
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'salary.revise',
        entityType: 'employee',
        entityId: userId,
        before: before ? presentRevision(before) : null,
        after: {
          effectiveFrom: body.effectiveFrom,
          monthlyGross: body.monthlyGross,
          override: body.override,
        },
      });
      return presentRevision(saved);
    });
  }

  /**
   * The employee form changed a person's baseSalary (people.service.ts, in its transaction): the gross in
   * force follows it through revisions (form-revision.ts). A gross the template's fixed allowances do not fit
   * is refused like a revision's (400, the transaction writes nothing).
   */
  async followBaseSalary(
    tx: Queryable,
    actor: Caller,
    person: { id: string; joinedOn: string; fromPaise: number; toPaise: number },
  ): Promise<void> {
    const revisions = await repo.findRevisions(tx, [person.id]);
    const plan = formRevisionPlan({ today: this.deps.orgTime.today(), revisions, ...person });
    const settings = await this.getSettings(tx);
    const latest = plan.at(-1)!;
    if (
      latest.grossPaise > 0 &&
      !allowancesFit(latest.grossPaise, effectiveTemplate(settings.template, latest.override))
    )
      throw badRequest(M.allowancesExceedGross);
    for (const revision of plan) {
      const { saved, before } = await repo.upsertRevision(tx, {
        userId: person.id,
        effectiveFrom: revision.effectiveFrom,
        monthlyGrossPaise: revision.grossPaise,
        override: revision.override,
        createdBy: actor.id,
        createdAt: this.deps.orgTime.now(),
      });
      await this.deps.audit.record(tx, {
        actor,
        action: 'salary.revise',
        entityType: 'employee',
        entityId: person.id,
        before: before ? presentRevision(before) : null,
        after: presentRevision(saved),
      });
    }
  }

  /**
   * Each person's profile (nothing set: no row), for a chunk of payslips: one query. Identity numbers are handed
   * over masked: the pay computation never reads them and the payslip prints them masked (docs/privacy.md).
   */
  async profilesFor(userIds: string[]): Promise<Map<string, PayrollProfileBody>> {
    const rows = new Map((await repo.findProfiles(this.deps.db, userIds)).map((r) => [r.userId, r]));
    return new Map(userIds.map((id) => [id, maskedBody(profileBodyOf(rows.get(id) ?? emptyProfile(id)))]));
  }

  /** Bulk import (issue 43): profiles of people created in the caller's transaction (the import's audit entry covers them). */
  async importProfiles(
    tx: Queryable,
    caller: Caller,
    entries: { userId: string; body: PayrollProfileUpdate }[],
  ) {
    const updatedAt = this.deps.orgTime.now();
    await repo.insertProfiles(
      tx,
      entries.map(({ userId, body }) => ({
        userId,
        ...nextProfile(emptyProfile(userId), body),
        updatedBy: caller.id,
        updatedAt,
      })),
    );
  }

  /**
   * What the statutory deductions that are on need and each person's profile lacks (issue 22's register).
   * `esiByPay`: whether ESI covers a person in the month at hand, where the register knows it from the pay;
   * for the others, today's gross against the ceiling.
   */
  async missingOf(userIds: string[], esiByPay?: Map<string, boolean>): Promise<Map<string, string[]>> {
    const settings = await this.getSettings();
    const rows = new Map((await repo.findProfiles(this.deps.db, userIds)).map((r) => [r.userId, r]));
    const bySalary = await this.esiCovered(userIds);
    const covered = (id: string) => esiByPay?.get(id) ?? bySalary.has(id);
    return new Map(
      userIds.map((id) => [id, missingFor(rows.get(id) ?? emptyProfile(id), settings, covered(id))]),
    );
  }

  /** Each person's revisions, oldest first, for a chunk of payslips: one query. */
  async revisionsFor(userIds: string[]): Promise<Map<string, RevisionInForce[]>> {
    return revisionsInForce(await repo.findRevisions(this.deps.db, userIds));
  }

  private async mustExist(userId: string): Promise<void> {
    if (!isRecordId(userId) || !(await repo.personExists(this.deps.db, userId)))
      throw notFound(M.employeeNotFound);
  }
}
