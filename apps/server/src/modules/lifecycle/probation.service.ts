import { addMonthsClamped, isRecordId, LIFECYCLE_MESSAGES as M, type Probation } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { LettersService } from './letters.service.ts';
import type { LifecycleSettingsService } from './lifecycle-settings.service.ts';
import {
  lockProbation,
  probationOf,
  probationRows,
  updateProbation,
  type ProbationRow,
} from './lifecycle.repository.ts';
import { hasProbation, presentProbation } from './probation-view.ts';

export interface ProbationDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  settings: LifecycleSettingsService;
  letters: LettersService;
  /** Everyone's manager today (org-structure). */
  managers: () => Promise<Map<string, { id: string; name: string } | null>>;
}

/** Probation: the computed end, the person's own length, confirmation (with its letter) and extension. */
export class ProbationService {
  constructor(private readonly deps: ProbationDeps) {}

  /** GET /lifecycle/probations: everyone employed with a probation, ending soonest first. */
  async list(): Promise<Probation[]> {
    const [settings, rows, managers] = await Promise.all([
      this.deps.settings.get(),
      probationRows(this.deps.db, this.deps.orgTime.today()),
      this.deps.managers(),
    ]);
    return rows
      .map((row) => presentProbation(row, settings, managers.get(row.id) ?? null))
      .filter(hasProbation)
      .sort((a, b) => (a.endsOn ?? '').localeCompare(b.endsOn ?? '') || a.name.localeCompare(b.name));
  }

  async setLength(caller: Caller, personId: string, months: number | null): Promise<Probation> {
    await this.decide(caller, personId, 'probation.set', async (tx, before) => {
      if (before.confirmedOn) throw conflict(M.alreadyConfirmed);
      await updateProbation(tx, personId, { overrideMonths: months }, this.deps.orgTime.now());
    });
    return this.view(personId);
  }

  /** Confirms from a date (default today) and issues the confirmation letter in the same transaction. */
  async confirm(caller: Caller, personId: string, confirmedOn?: string): Promise<Probation> {
    const day = confirmedOn ?? this.deps.orgTime.today();
    const context = await this.deps.letters.prepare('confirmation');
    const discards: (() => Promise<void>)[] = [];
    try {
      await this.decide(caller, personId, 'probation.confirm', async (tx, before, view) => {
        if (before.confirmedOn) throw conflict(M.alreadyConfirmed);
        if (!view.endsOn) throw conflict(M.noProbation);
        if (day < before.joinedOn) throw badRequest(M.confirmBeforeJoining);
        await updateProbation(
          tx,
          personId,
          { confirmedOn: day, decidedBy: caller.id },
          this.deps.orgTime.now(),
        );
        const issued = await this.deps.letters.issueIn(tx, caller, personId, 'confirmation', context);
        discards.push(issued.discard);
      });
    } catch (error) {
      await Promise.all(discards.map((discard) => discard()));
      throw error;
    }
    return this.view(personId);
  }

  /** Moves the end `months` later (from the current end, extension on extension) with a reason. */
  async extend(
    caller: Caller,
    personId: string,
    body: { months: number; reason: string },
  ): Promise<Probation> {
    await this.decide(caller, personId, 'probation.extend', async (tx, before, view) => {
      if (before.confirmedOn) throw conflict(M.alreadyConfirmed);
      if (!view.endsOn) throw conflict(M.noProbation);
      await updateProbation(
        tx,
        personId,
        {
          extendedTo: addMonthsClamped(view.endsOn, body.months),
          extensionReason: body.reason,
          decidedBy: caller.id,
        },
        this.deps.orgTime.now(),
      );
    });
    return this.view(personId);
  }

  /** One decision: never one's own, on the locked row, audited with before and after in one transaction. */
  private async decide(
    caller: Caller,
    personId: string,
    action: 'probation.set' | 'probation.confirm' | 'probation.extend',
    change: (tx: Queryable, before: ProbationRow, view: Probation) => Promise<void>,
  ): Promise<void> {
    if (!isRecordId(personId) || !(await probationOf(this.deps.db, personId)))
      throw notFound(M.personNotFound);
    if (personId === caller.id) throw forbidden(M.selfDecision);
    const settings = await this.deps.settings.get();
    await this.deps.db.transaction(async (tx) => {
      const before = (await lockProbation(tx, personId))!;
      const beforeView = presentProbation(before, settings, null);
      await change(tx, before, beforeView);
      const after = presentProbation((await probationOf(tx, personId))!, settings, null);
      await this.deps.audit.record(tx, {
        actor: caller,
        action,
        entityType: 'employee',
        entityId: personId,
        before: snapshot(beforeView),
        after: snapshot(after),
      });
    });
  }

  /**
   * What the exit's notice rule reads (docs/exit.md "Notice"): whether probation is in use for the person (a default
   * length, their own length or an extension), its end and the confirmation. Null for an unknown person.
   */
  async standing(
    personId: string,
  ): Promise<{ inUse: boolean; endsOn: string | null; confirmedOn: string | null } | null> {
    const [settings, row] = await Promise.all([
      this.deps.settings.get(),
      probationOf(this.deps.db, personId),
    ]);
    if (!row) return null;
    const inUse = settings.probationMonths !== null || row.overrideMonths !== null || row.extendedTo !== null;
    const { endsOn, confirmedOn } = presentProbation(row, settings, null);
    return { inUse, endsOn, confirmedOn };
  }

  private async view(personId: string): Promise<Probation> {
    const [settings, row, managers] = await Promise.all([
      this.deps.settings.get(),
      probationOf(this.deps.db, personId),
      this.deps.managers(),
    ]);
    return presentProbation(row!, settings, managers.get(personId) ?? null);
  }
}

const snapshot = (p: Probation) => ({
  employeeName: p.name,
  months: p.months,
  endsOn: p.endsOn,
  status: p.status,
  confirmedOn: p.confirmedOn,
  extensionReason: p.extensionReason,
});
