import {
  CLAIM_MESSAGES as M,
  claimLinesSchema,
  receiptField,
  STAFF_ROLES,
  type ApprovalQueueQuery,
  type ApprovalState,
  type Claim,
  type ClaimCategory,
  type ClaimCategoryBody,
  type ClaimDecisionBody,
  type Page,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { Caller } from '../../plugins/access.ts';
import { newStorageKey, type FileStorage } from '../../storage/storage.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import type { ReceivedFile } from '../../storage/uploads.ts';
import {
  callerQueue,
  decisionFor,
  type ApprovalsService,
  type CoveredQueue,
  type Queued,
} from '../approvals/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { FourEyes } from '../four-eyes/index.ts';
import { presentCategory, presentClaim } from './claims.presenter.ts';
import { announceDecided, announceSubmitted, claimsCoverQueue, type Notices } from './claims.live.ts';
import { awaitingOf, claimQueueSource, type QueuedClaim } from './claims.queue.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import * as repo from './claims.repository.ts';
import { limitBreach, priceLine, type PricedLine } from './claims.rules.ts';
import { openPayMonth } from './claims.pay.ts';
import { decideClaim } from './claims.decide.ts';

export interface ClaimsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  approvals: ApprovalsService;
  fourEyes: FourEyes;
  storage: FileStorage;
  links: FileLinks;
  /** New claims and decisions, after the commit (claims.live.ts). */
  realtime: Realtime;
  /** The claimant's bell on a final decision (claims.live.ts); absent in set-ups without notifications. */
  notices?: Notices;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStaff = (caller: Caller) => STAFF_ROLES.includes(caller.role);
/** Expense claims (issue 45, docs/claims.md): categories, submission with receipts, the queue, decisions. */
export class ClaimsService {
  private readonly queued: ReturnType<typeof callerQueue<QueuedClaim, readonly [string, number]>>;

  constructor(private readonly deps: ClaimsDeps) {
    this.queued = callerQueue(deps.approvals, claimQueueSource(deps.db));
  }

  async categories(): Promise<ClaimCategory[]> {
    return (await repo.listCategories(this.deps.db)).map(presentCategory);
  }

  async saveCategory(caller: Caller, id: string | null, body: ClaimCategoryBody): Promise<ClaimCategory> {
    const paise = (rupees: number | null) => (rupees === null ? null : Math.round(rupees * 100));
    const values = {
      name: body.name,
      perClaimLimitPaise: paise(body.perClaimLimit),
      perMonthLimitPaise: paise(body.perMonthLimit),
      mileageRatePaise: paise(body.mileageRate),
      taxable: body.taxable,
      active: body.active,
    };
    if (id !== null && !UUID.test(id)) throw notFound(M.categoryNotFound);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const before = id ? await repo.findCategory(tx, id) : null;
        if (id && !before) throw notFound(M.categoryNotFound);
        const row = id ? await repo.updateCategory(tx, id, values) : await repo.insertCategory(tx, values);
        await this.deps.audit.record(tx, {
          actor: caller,
          action: 'claims.category',
          entityType: 'claim_category',
          entityId: row!.id,
          before: before ? presentCategory(before) : null,
          after: presentCategory(row!),
        });
        return presentCategory(row!);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.categoryTaken);
      throw error;
    }
  }

  async mine(caller: Caller): Promise<Claim[]> {
    return this.present(await repo.claimsOf(this.deps.db, caller.id));
  }

  /** Checks the lines, prices them, applies the limits, stores the receipts, then writes the claim at once. */
  async submit(caller: Caller, linesJson: string, files: readonly ReceivedFile[]): Promise<Claim> {
    const lines = this.parseLines(linesJson);
    const today = this.deps.orgTime.today();
    const ids = [...new Set(lines.map((line) => line.categoryId))];
    if (ids.some((id) => !UUID.test(id))) throw badRequest(M.categoryUnknown);
    const categories = new Map(
      (await repo.categoriesByIds(this.deps.db, ids)).filter((c) => c.active).map((c) => [c.id, c]),
    );
    const priced: PricedLine[] = lines.map((line) => {
      const category = categories.get(line.categoryId);
      if (!category) throw badRequest(M.categoryUnknown);
      if (line.date > today) throw badRequest(M.futureDate);
      const result = priceLine(line, category);
      if ('error' in result) throw badRequest(result.error);
      return result;
    });
    const receipts = new Map(files.map((file) => [file.field, file]));
    for (const file of files)
      if (!priced.some((_line, i) => receiptField(i) === file.field)) throw badRequest(M.receiptField);
    priced.forEach((line, i) => {
      if (!line.mileage && !receipts.has(receiptField(i))) throw badRequest(M.receiptRequired(i + 1));
    });
    const months = priced.map((line) => line.date.slice(0, 7)).sort();
    const used = await repo.usedInMonths(
      this.deps.db,
      caller.id,
      `${months[0]}-01`,
      nextMonthStart(months.at(-1)!),
    );
    const breach = limitBreach(
      priced,
      new Map(used.map((u) => [`${u.categoryId}|${u.month}`, Number(u.paise)])),
    );
    if (breach) throw badRequest(breach);
    const stored: string[] = [];
    let id: string;
    try {
      const rows: repo.LineInsert[] = [];
      for (const [i, line] of priced.entries()) {
        const file = receipts.get(receiptField(i));
        let receipt = {
          receiptKey: null as string | null,
          receiptName: null as string | null,
          receiptType: null as string | null,
        };
        if (file) {
          const key = newStorageKey('receipts', file.type.extension);
          await this.deps.storage.put(key, file.data, file.type.contentType);
          stored.push(key);
          receipt = { receiptKey: key, receiptName: file.originalName, receiptType: file.type.contentType };
        }
        rows.push({
          position: i,
          spentOn: line.date,
          categoryId: line.category.id,
          categoryName: line.category.name,
          taxable: line.category.taxable,
          amountPaise: line.amountPaise,
          distanceKm: line.distanceKm === undefined ? null : line.distanceKm.toFixed(1),
          description: line.description,
          ...receipt,
        });
      }
      id = await repo.insertClaim(this.deps.db, caller.id, this.deps.orgTime.now(), rows);
    } catch (error) {
      // Nothing half-written: the receipts of a claim that was not saved go again.
      await Promise.all(stored.map((key) => this.deps.storage.delete(key)));
      throw error;
    }
    const row = (await repo.findClaim(this.deps.db, id))!;
    const [claim] = await this.present([row]);
    await announceSubmitted(this.deps, claim!, awaitingOf(row));
    return claim!;
  }

  /**
   * Claims whose current decider is the caller; HR and Admin also see those at HR's step (never their own
   * unless they are the sole approver). Reads only the candidates (approvals' callerQueue), oldest first; with
   * `limit`/`cursor` one page of them (docs/paging.md), and only the answered claims are presented.
   */
  async queue(caller: Caller, query: ApprovalQueueQuery = {}): Promise<Claim[] | Page<Claim>> {
    return this.queued(
      caller,
      query,
      async () => isStaff(caller) && (await this.deps.fourEyes.selfDecisionOf(caller)) === 'sole-approver',
      (rows: Queued<QueuedClaim>[]) =>
        this.present(
          rows.map(({ request }) => request.row),
          new Map(rows.map((q) => [q.request.id, q])),
        ),
    );
  }

  /** Claims for the hand-over's live push (approvals' CoverMoves): claims.live.ts. */
  coverQueue(): CoveredQueue {
    return claimsCoverQueue(this.deps, awaitingOf, (rows) => this.present(rows));
  }

  async decide(caller: Caller, id: string, body: ClaimDecisionBody): Promise<Claim> {
    const claim = UUID.test(id) ? await repo.findClaim(this.deps.db, id) : null;
    if (!claim) throw notFound(M.notFound);
    if (claim.status !== 'Pending') throw conflict(M.alreadyDecided(claim.status));
    const { plan, selfDecided } = await decisionFor(this.deps, caller, awaitingOf(claim), M.ownDecision);
    const lines = await repo.linesOf(this.deps.db, [claim.id]);
    const today = this.deps.orgTime.today();
    const payMonth = () =>
      openPayMonth(this.deps.db, claim.userId, {
        year: Number(today.slice(0, 4)),
        month: Number(today.slice(5, 7)),
      });
    const told = await decideClaim(this.deps, {
      caller,
      claim,
      lines,
      body,
      plan,
      selfDecided,
      payMonth,
    });
    const decided = await this.one(claim.id);
    announceDecided(this.deps, decided);
    told();
    return decided;
  }

  private parseLines(json: string) {
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch {
      throw badRequest(M.linesField);
    }
    const parsed = claimLinesSchema.safeParse(raw);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.lines);
    return parsed.data;
  }

  private async one(id: string): Promise<Claim> {
    const row = await repo.findClaim(this.deps.db, id);
    if (!row) throw notFound(M.notFound);
    const [claim] = await this.present([row]);
    return claim!;
  }

  private async present(
    rows: readonly repo.ClaimRow[],
    known?: ReadonlyMap<string, { state: ApprovalState }>,
  ): Promise<Claim[]> {
    const ids = rows.map((row) => row.id);
    const [lines, decisions] = await Promise.all([
      repo.linesOf(this.deps.db, ids),
      repo.decisionsOf(this.deps.db, ids),
    ]);
    const pending = rows.filter((row) => row.status === 'Pending' && !known?.has(row.id));
    const states = pending.length ? await this.deps.approvals.waiting(pending.map(awaitingOf)) : new Map();
    const linesOf = groupBy(lines, (line) => line.claimId);
    const decisionsOf = groupBy(decisions, (d) => d.subjectId);
    return rows.map((row) =>
      presentClaim(
        row,
        linesOf.get(row.id) ?? [],
        decisionsOf.get(row.id) ?? [],
        this.deps.links,
        row.status === 'Pending' ? (known?.get(row.id) ?? states.get(row.id))?.state : undefined,
      ),
    );
  }
}

function nextMonthStart(key: string): string {
  const year = Number(key.slice(0, 4));
  const month = Number(key.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
