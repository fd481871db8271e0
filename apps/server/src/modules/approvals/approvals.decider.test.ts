import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPROVAL_FLOWS, type ApprovalFlow } from '@hrms/shared';
import { afterApproval, currentDecider, workingDaysWaited, type Person } from './approvals.decider.ts';

/*
 * The one decider rule (issue 42): table tests per flow and a property over random trees, moves and
 * delegations. The API tests (approvals.flows.test.ts, approvals.delegation.test.ts) walk the same rule
 * through the routes.
 */
const p = (id: string): Person => ({ id, name: id });
const facts = (flow: ApprovalFlow, step: number, manager: Person | null, delegate: Person | null = null) => ({
  flow,
  step,
  requesterId: 'rita',
  manager,
  delegate,
});

describe('the current decider, per flow', () => {
  it.each([
    ['hr', 1, p('mohan'), null, 'hr'],
    ['manager', 1, p('mohan'), null, 'manager'],
    ['manager', 1, null, null, 'hr'],
    ['manager', 1, p('mohan'), p('anil'), 'delegate'],
    ['manager', 1, p('mohan'), p('rita'), 'manager'], // delegated to the requester: stays with the manager
    ['manager-then-hr', 1, p('mohan'), null, 'manager'],
    ['manager-then-hr', 2, p('mohan'), null, 'hr'],
    ['manager-then-hr', 1, null, null, 'hr'],
  ] as const)('%s, step %d, manager %o, delegate %o: %s', (flow, step, manager, delegate, kind) => {
    expect(currentDecider(facts(flow, step, manager, delegate)).kind).toBe(kind);
  });

  // Automatic hand-over (the manager on approved leave today, the setting on): cover = [standing delegate, next manager].
  it.each([
    [null, [p('priya'), p('anil')], 'cover:priya'],
    [null, [null, p('anil')], 'cover:anil'],
    [null, [p('rita'), p('anil')], 'cover:anil'], // the requester never covers their own
    [null, [p('mohan'), null], 'hr:'], // the manager is not their own cover
    [null, [null, null], 'hr:'], // no one to stand in: HR
    [p('xavier'), [p('priya'), p('anil')], 'delegate:xavier'], // a delegation for dates wins
    [p('rita'), [null, p('anil')], 'cover:anil'], // delegated to the requester: on leave, the cover
  ] as const)('on leave, delegate %o, cover %o: %s', (delegate, cover, expected) => {
    const decider = currentDecider({ ...facts('manager', 1, p('mohan'), delegate), onLeave: { cover } });
    expect(`${decider.kind}:${decider.person?.id ?? ''}`).toBe(expected);
    // HR's step and the 'hr' flow are untouched by the hand-over.
    expect(
      currentDecider({ ...facts('manager-then-hr', 2, p('mohan'), delegate), onLeave: { cover } }).kind,
    ).toBe('hr');
    expect(currentDecider({ ...facts('hr', 1, p('mohan'), delegate), onLeave: { cover } }).kind).toBe('hr');
  });

  it('moves a manager-then-hr approval to HR only from the manager step', () => {
    const manager = currentDecider(facts('manager-then-hr', 1, p('mohan')));
    expect(afterApproval('manager-then-hr', 1, manager)).toBe('to-hr');
    expect(afterApproval('manager-then-hr', 2, currentDecider(facts('manager-then-hr', 2, p('mohan'))))).toBe(
      'final',
    );
    expect(afterApproval('manager', 1, manager)).toBe('final');
  });

  it('counts working days after the day it began waiting, today included', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
    const isWorking = (day: string) => day !== '2026-11-22'; // Sunday
    expect(workingDaysWaited('2026-11-20', '2026-11-23', days, isWorking)).toBe(2);
    expect(workingDaysWaited('2026-11-20', '2026-11-24', days, isWorking)).toBe(3);
  });
});

const SIZE = 12;
/** A random forest: person i's manager is one of 0..i-1 or nobody, so it never loops (as the server keeps it). */
const treeArb = fc.array(fc.option(fc.nat(), { nil: null }), { minLength: SIZE, maxLength: SIZE });
const delegationArb = fc.array(fc.option(fc.nat({ max: SIZE - 1 }), { nil: null }), {
  minLength: SIZE,
  maxLength: SIZE,
});

describe('property: every pending request has exactly one current decider, never its requester', () => {
  it('holds for random trees, moves, delegations, flows, steps and managers on leave', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.array(fc.record({ person: fc.nat({ max: SIZE - 1 }), to: fc.option(fc.nat(), { nil: null }) })),
        delegationArb,
        fc.constantFrom(...APPROVAL_FLOWS),
        fc.constantFrom(1, 2),
        fc.array(fc.boolean(), { minLength: SIZE, maxLength: SIZE }),
        delegationArb,
        (tree, moves, delegations, flow, step, onLeave, leaveDelegates) => {
          const managerOf = tree.map((m, i) => (m === null || i === 0 ? null : m % i));
          // A move to someone below the person would loop; the server refuses it (placements), so skip it here.
          for (const { person, to } of moves) {
            const target = to === null ? null : to % SIZE;
            let up = target;
            while (up !== null && up !== person) up = managerOf[up] ?? null;
            if (up === null) managerOf[person] = target;
          }
          for (let requester = 0; requester < SIZE; requester += 1) {
            const m = managerOf[requester] ?? null;
            const d = m === null ? null : (delegations[m] ?? null);
            const decider = currentDecider({
              flow,
              step,
              requesterId: String(requester),
              manager: m === null ? null : p(String(m)),
              delegate: d === null ? null : p(String(d)),
              onLeave:
                m !== null && onLeave[m]
                  ? {
                      cover: [leaveDelegates[m] ?? null, managerOf[m] ?? null].map((c) =>
                        c === null ? null : p(String(c)),
                      ),
                    }
                  : null,
            });
            // Exactly one: a person, or HR (any HR/Admin but the requester, the four-eyes rule).
            expect(decider.kind === 'hr' ? decider.person : decider.person.id).not.toBe(String(requester));
            if (decider.kind === 'hr') expect(decider.person).toBeNull();
            else expect(decider.person).not.toBeNull();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
