import {
  approvalSettingsSchema,
  APPROVALS_MESSAGES as M,
  datesBetween,
  DEFAULT_APPROVAL_SETTINGS,
  orgDate,
  STAFF_ROLES,
  type ApprovalSettings,
  type ApprovalState,
  type Role,
} from '@hrms/shared';
import type { SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { forbidden } from '../../lib/errors.ts';
import { MicroBatcher } from '../../lib/micro-batch.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { afterApproval, currentDecider, workingDaysWaited, type Decider } from './approvals.decider.ts';
import * as repo from './approvals.repository.ts';

export interface ApprovalsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  workCalendar: WorkCalendarService;
}

/** A pending request as the approval rule sees it (leave today). */
export interface Awaiting {
  id: string;
  requesterId: string;
  createdAt: Date;
  step: number;
  stepSince: Date | null;
}

/** Where a request waits: its decider and the presented additive fields. */
export interface Waiting {
  decider: Decider;
  state: ApprovalState;
  /** Everyone a new request (or a delegation) should reach: the decider, and the manager who delegated. */
  notify: { id: string; role: Role | null }[];
}

/** What deciding a request does for this actor: an override by HR/Admin, and whether it ends or moves on. */
export interface DecisionPlan {
  override: boolean;
  next: 'final' | 'to-hr';
  step: number;
}

const isStaff = (role: Role) => STAFF_ROLES.includes(role);

/** A delegate's or cover's row names the manager whose approvals they hold (the web's "Covering for ..."). */
const onBehalfOf = (manager: { id: string; name: string } | null) => (manager ? { onBehalfOf: manager } : {});

/**
 * Approvals by the manager (issue 42, docs/organisation.md "Approval flows"): the flow setting and the one
 * decider rule for every pending request, read at request time (delegations and escalation need no job).
 */
export class ApprovalsService {
  constructor(private readonly deps: ApprovalsDeps) {}

  async settings(db: Queryable = this.deps.db): Promise<ApprovalSettings> {
    const parsed = approvalSettingsSchema.safeParse(await repo.readApprovalSettings(db));
    return parsed.success ? parsed.data : DEFAULT_APPROVAL_SETTINGS;
  }

  async saveSettings(actor: AuditActor, body: ApprovalSettings): Promise<ApprovalSettings> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.settings(tx);
      await repo.writeApprovalSettings(tx, body, actor.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor,
        action: 'settings.approvals',
        entityType: 'settings',
        entityId: 'approvals',
        before,
        after: body,
      });
      return body;
    });
  }

  /** Where each request waits now: one statement for the managers and delegations of all of them. */
  async waiting(requests: readonly Awaiting[], settings?: ApprovalSettings): Promise<Map<string, Waiting>> {
    const answer = new Map<string, Waiting>();
    if (requests.length === 0) return answer;
    const { flow, escalationDays, handOverOnLeave } = settings ?? (await this.settings());
    const zone = this.deps.orgTime.timeZone;
    const today = this.deps.orgTime.today();
    const facts =
      flow === 'hr'
        ? []
        : await repo.deciderFactsOn(
            this.deps.db,
            requests.map((r) => ({ userId: r.requesterId, day: orgDate(r.createdAt, zone) })),
            today,
            handOverOnLeave === true,
          );
    const sinceDays = requests.map((r) => orgDate(r.stepSince ?? r.createdAt, zone));
    const earliest = sinceDays.reduce((a, b) => (a < b ? a : b), today);
    // Working days waited never exceed the days waited: with none waiting as long as escalationDays, no
    // request can be escalated and the work calendar is not read (the usual case: requests are fresh).
    const mayEscalate = datesBetween(earliest, today).length - 1 >= escalationDays;
    // Each request's working days are counted on its requester's calendar (their location's, issue 42).
    const calendars =
      flow === 'hr' || !mayEscalate
        ? null
        : await this.deps.workCalendar.calendarsFor(
            requests.map((r) => r.requesterId),
            earliest,
            today,
          );
    const span = calendars ? datesBetween(earliest, today) : [];
    requests.forEach((request, i) => {
      const m = facts[i];
      const manager = m?.managerId ? { id: m.managerId, name: m.managerName ?? '' } : null;
      const delegate = m?.delegateId ? { id: m.delegateId, name: m.delegateName ?? '' } : null;
      const onLeave = m?.managerOnLeave
        ? {
            cover: [
              m.leaveDelegateId ? { id: m.leaveDelegateId, name: m.leaveDelegateName ?? '' } : null,
              m.nextManagerId ? { id: m.nextManagerId, name: m.nextManagerName ?? '' } : null,
            ],
          }
        : null;
      const decider = currentDecider({
        flow,
        step: request.step,
        requesterId: request.requesterId,
        manager,
        delegate,
        onLeave,
      });
      const calendar = calendars?.of(request.requesterId);
      const waited = calendar
        ? workingDaysWaited(sinceDays[i]!, today, span, (day) => calendar.isWorking(day))
        : 0;
      const notify =
        decider.kind === 'hr'
          ? []
          : [
              {
                id: decider.person.id,
                role: decider.kind === 'manager' ? ((m?.managerRole as Role) ?? null) : null,
              },
              ...(decider.kind === 'delegate' && manager
                ? [{ id: manager.id, role: (m?.managerRole as Role) ?? null }]
                : []),
            ];
      answer.set(request.id, {
        decider,
        notify,
        state: {
          step: request.step,
          deciderKind: decider.kind,
          currentDecider: decider.person,
          ...(decider.kind === 'delegate' || decider.kind === 'cover' ? onBehalfOf(manager) : {}),
          waitingSince: (request.stepSince ?? request.createdAt).toISOString(),
          escalated: decider.kind !== 'hr' && waited >= escalationDays,
        },
      });
    });
    return answer;
  }

  /** The pending requests' states, none under the default flow (a fresh install answers the spec's shape). */
  async statesOf(pending: readonly Awaiting[]): Promise<Map<string, Waiting>> {
    if (pending.length === 0) return new Map();
    const settings = await this.settings();
    return settings.flow === 'hr' ? new Map() : this.waiting(pending, settings);
  }

  /**
   * A reader of the requests (leave or corrections, one rule) whose current decider is a person, with their
   * states. The people asking in one turn of the event loop share one batch (lib/micro-batch.ts): one read
   * of the setting, of the candidate requesters, of their pending requests (`load`) and of the rule's facts
   * for all of them; each person then gets the requests that wait for them. Never a cache.
   */
  queueReader<R extends Awaiting>(
    /** The pending requests of the requesters `candidates` selects (a subquery of user ids). */
    load: (candidates: SQL) => Promise<R[]>,
  ): (personId: string) => Promise<{ request: R; state: ApprovalState }[]> {
    const batcher = new MicroBatcher<string, { request: R; state: ApprovalState }[]>({
      run: async (personIds) => {
        const settings = await this.settings();
        if (settings.flow === 'hr') return personIds.map(() => ({ value: [] }));
        const today = this.deps.orgTime.today();
        const pending = await load(
          repo.candidateRequesters(personIds, today, settings.handOverOnLeave === true),
        );
        const states = await this.waiting(pending, settings);
        return personIds.map((personId) => ({
          value: pending.flatMap((request) => {
            const waiting = states.get(request.id);
            return waiting?.decider.person?.id === personId ? [{ request, state: waiting.state }] : [];
          }),
        }));
      },
      maxSize: 50,
    });
    return (personId) => batcher.load(personId);
  }

  /**
   * A reader of the requests (claims, advances) that wait at HR's step, with their states: under the 'hr' flow
   * every pending one, else only those `mayWaitForHr` keeps (a condition on the request table's columns, see
   * approvals.repository.ts) that the rule then sends to HR. HR's and Admins' calls in one turn of the event
   * loop share one batch (one read of the setting, of the requests and of the rule's facts); each caller then
   * drops what is not theirs to see (their own). Never a cache.
   */
  hrQueueReader<R extends Awaiting>(
    load: (mayWaitForHr: (columns: repo.RequestColumns) => SQL | undefined) => Promise<R[]>,
  ): () => Promise<{ request: R; state: ApprovalState }[]> {
    const batcher = new MicroBatcher<null, { request: R; state: ApprovalState }[]>({
      run: async (items) => {
        const settings = await this.settings();
        const today = this.deps.orgTime.today();
        const pending = await load((columns) =>
          settings.flow === 'hr'
            ? undefined
            : repo.mayWaitForHr(
                columns,
                today,
                this.deps.orgTime.timeZone,
                settings.handOverOnLeave === true,
              ),
        );
        const states = await this.waiting(pending, settings);
        const value = pending.flatMap((request) => {
          const waiting = states.get(request.id);
          return waiting?.decider.kind === 'hr' ? [{ request, state: waiting.state }] : [];
        });
        return items.map(() => ({ value }));
      },
      maxSize: 50,
    });
    return () => batcher.load(null);
  }

  /** Whom a new request reaches on their own room: its decider (and the manager who delegated), not HR. */
  async recipients(request: Awaiting): Promise<string[]> {
    const waiting = (await this.statesOf([request])).get(request.id);
    // Admin and HR hear every request through their role's room already.
    return (waiting?.notify ?? []).filter((n) => n.role !== 'Admin' && n.role !== 'HR').map((n) => n.id);
  }

  /**
   * May `actor` decide `request` now, and what does it do? Through the HR/Admin routes (`via: 'staff'`) anyone
   * of those roles may, and deciding one that waits for a person is an override; through the manager's
   * routes (`via: 'decider'`) only the current decider may (403 otherwise). Own requests are the four-eyes
   * rule's (the caller checks it).
   */
  async plan(
    actor: { id: string; role: Role },
    request: Awaiting,
    via: 'staff' | 'decider',
  ): Promise<DecisionPlan> {
    const { flow } = await this.settings();
    const { decider } = (await this.waiting([request])).get(request.id)!;
    const isDecider = decider.kind !== 'hr' && decider.person.id === actor.id;
    if (via === 'decider') {
      if (!isDecider || request.requesterId === actor.id) throw forbidden(M.notWaitingForYou);
      return { override: false, next: afterApproval(flow, request.step, decider), step: request.step };
    }
    if (!isStaff(actor.role)) throw forbidden(M.notWaitingForYou);
    if (isDecider)
      return { override: false, next: afterApproval(flow, request.step, decider), step: request.step };
    return { override: decider.kind !== 'hr', next: 'final', step: request.step };
  }
}
