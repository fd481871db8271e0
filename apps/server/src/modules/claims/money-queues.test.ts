import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_MESSAGES, type Advance, type Claim, type LeaveRequest, type Page } from '@hrms/shared';
import { approvalWorld, decide, setFlow, type World } from '../../test/approvals-world.ts';
import { expectQueuesAsTheRule } from '../../test/money-queues-oracle.test-helper.ts';
import { bearer, type TestUser } from '../../test/test-app.ts';
import { form } from '../../test/upload-fixtures.ts';

/*
 * The claims' and advances' "pending for me" queues read only their candidates (issue 45 scale): a manager's
 * reports' and delegators' requests, and for HR and Admin those at HR's step. Every queue must be exactly what
 * the approval rule answers over every pending request (the oracle in test/money-queues-oracle.test-helper.ts, the queue's former reading), in every
 * flow, with a delegation, at step 2 and during the hand-over while a manager is on leave.
 *
 *   Anil (Admin) ── Mohan ── Rita;  Anil ── Priya (HR);  Anil ── Xavier;  Hema (HR, reports to nobody)
 */
let w: World;
let everyone: TestUser[];
const kinds = ['claims', 'advances'] as const;
type Kind = (typeof kinds)[number];
type Row = Claim | Advance;

beforeAll(async () => {
  w = await approvalWorld();
  everyone = [w.anil, w.priya, w.hema, w.mohan, w.rita, w.xavier];
  const category = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/claims/categories',
    headers: bearer(w.anil),
    payload: { name: 'Conveyance', perClaimLimit: null, perMonthLimit: null, mileageRate: 8, taxable: false },
  });
  expect(category.statusCode).toBe(201);
  // Everyone asks for one of each, a minute apart, Rita twice: the queue's order is the order asked.
  for (const person of [w.rita, w.xavier, w.hema, w.mohan, w.anil, w.priya, w.rita]) {
    w.ctx.clock.advance(60_000);
    const claim = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: bearer(person),
      payload: form({
        lines: JSON.stringify([
          {
            date: '2026-11-18',
            categoryId: category.json().id,
            distanceKm: 10,
            description: 'Site visit',
          },
        ]),
      }),
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const advance = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/advances',
      headers: bearer(person),
      payload: { amount: 5000, reason: 'Rent deposit', instalments: 2 },
    });
    expect(advance.statusCode).toBe(201);
  }
});
afterAll(() => w.ctx.close());

const get = (by: TestUser, url: string) =>
  w.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(by) });

async function queue(kind: Kind, by: TestUser): Promise<Row[]> {
  const res = await get(by, `/${kind}/queue`);
  expect(res.statusCode).toBe(200);
  return res.json() as Row[];
}

const expectEveryQueueAsTheRule = () => expectQueuesAsTheRule(w.ctx, everyone);

const names = (rows: Row[]) => rows.map((r) => r.employeeName);

describe('under the hr flow (the default)', () => {
  it('HR and Admin see every pending request but their own; the others see nothing', async () => {
    await setFlow(w, 'hr');
    await expectEveryQueueAsTheRule();
    expect(names(await queue('claims', w.priya))).toEqual([
      'Rita Paul',
      'Xavier Dsouza',
      'Hema Rao',
      'Mohan Das',
      'Anil Mehta',
      'Rita Paul',
    ]);
    expect(await queue('advances', w.mohan)).toEqual([]);
  });
});

describe('under the manager flow', () => {
  beforeAll(() => setFlow(w, 'manager'));

  it("a manager sees only their reports' requests; HR sees those that wait for HR; nobody their own", async () => {
    await expectEveryQueueAsTheRule();
    for (const kind of kinds) {
      expect(names(await queue(kind, w.mohan))).toEqual(['Rita Paul', 'Rita Paul']);
      // Anil as the manager of Xavier, Mohan and Priya, and as Admin Hema's (she has no manager), not his own.
      expect(names(await queue(kind, w.anil))).toEqual([
        'Xavier Dsouza',
        'Hema Rao',
        'Mohan Das',
        'Priya Shah',
      ]);
      expect(names(await queue(kind, w.priya))).toEqual(['Hema Rao', 'Anil Mehta']);
      expect(names(await queue(kind, w.hema))).toEqual(['Anil Mehta']);
      expect(await queue(kind, w.rita)).toEqual([]);
      expect(await queue(kind, w.xavier)).toEqual([]);
    }
    const [first] = await queue('advances', w.mohan);
    expect(first).toMatchObject({ step: 1, deciderKind: 'manager', currentDecider: { name: 'Mohan Das' } });
  });

  it("a delegate sees the delegating manager's team's requests (covering for them); the manager no longer", async () => {
    const made = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/approvals/delegations',
      headers: bearer(w.mohan),
      payload: {
        delegateId: w.priya.id,
        startDate: '2026-11-20',
        endDate: '2026-11-30',
        whileOnLeave: false,
      },
    });
    expect(made.statusCode).toBe(201);
    await expectEveryQueueAsTheRule();
    for (const kind of kinds) {
      // Priya (HR) holds Mohan's approvals beside HR's step: Rita's two among Hema's and Anil's, in order.
      const delegated = await queue(kind, w.priya);
      expect(names(delegated)).toEqual(['Rita Paul', 'Hema Rao', 'Anil Mehta', 'Rita Paul']);
      expect(delegated[0]).toMatchObject({ deciderKind: 'delegate', onBehalfOf: { name: 'Mohan Das' } });
      expect(await queue(kind, w.mohan)).toEqual([]);
    }
    const ended = await w.ctx.app.inject({
      method: 'DELETE',
      url: `/api/approvals/delegations/${made.json().id}`,
      headers: bearer(w.mohan),
    });
    expect(ended.statusCode).toBe(200);
    expect(names(await queue('claims', w.mohan))).toEqual(['Rita Paul', 'Rita Paul']);
  });

  it('with the hand-over: a manager on leave is covered by theirs; with no cover, HR decides', async () => {
    const res = await w.ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/approval-settings',
      headers: bearer(w.anil),
      payload: { flow: 'manager', escalationDays: 3, handOverOnLeave: true },
    });
    expect(res.statusCode).toBe(200);
    // Mohan and Anil are away on Monday 23: Rita's go to Anil (Mohan's manager); those of Anil's reports find
    // no cover (Anil reports to nobody) and wait for HR.
    for (const person of [w.mohan, w.anil]) {
      const leave = await w.ctx.app.inject({
        method: 'POST',
        url: `/api/employees/${person.id}/leaves`,
        headers: bearer(person),
        payload: { type: 'Sick Leave', startDate: '2026-11-23', endDate: '2026-11-24' },
      });
      expect(leave.statusCode).toBe(201);
      const id = (leave.json() as LeaveRequest)._id;
      expect((await decide(w, w.priya, 'hr', id, 'approve')).statusCode).toBe(200);
    }
    w.ctx.clock.set('2026-11-23T04:30:00.000Z'); // Monday 10:00 in Kolkata: Mohan is away
    await expectEveryQueueAsTheRule();
    for (const kind of kinds) {
      expect(await queue(kind, w.mohan)).toEqual([]);
      const anils = await queue(kind, w.anil);
      expect(names(anils)).toEqual([
        'Rita Paul',
        'Xavier Dsouza',
        'Hema Rao',
        'Mohan Das',
        'Priya Shah',
        'Rita Paul',
      ]);
      expect(anils[0]).toMatchObject({ deciderKind: 'cover', onBehalfOf: { name: 'Mohan Das' } });
      expect(anils[1]).toMatchObject({ deciderKind: 'hr', currentDecider: null });
      expect(names(await queue(kind, w.priya))).toEqual([
        'Xavier Dsouza',
        'Hema Rao',
        'Mohan Das',
        'Anil Mehta',
      ]);
    }
    w.ctx.clock.set('2026-11-20T05:00:00.000Z'); // back to Friday, after the requests
    await setFlow(w, 'manager');
  });
});

describe('under manager-then-hr', () => {
  it("what the manager approved waits at HR's step: out of the manager's queue, into HR's", async () => {
    await setFlow(w, 'manager-then-hr');
    const [claim] = (await queue('claims', w.mohan)) as Claim[];
    const [advance] = await queue('advances', w.mohan);
    const approved = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/claims/${claim!.id}/decision`,
      headers: bearer(w.mohan),
      payload: { action: 'approve', lines: [{ id: claim!.lines[0]!.id, approved: 80 }] },
    });
    expect(approved.json()).toMatchObject({ step: 2, deciderKind: 'hr' });
    const forwarded = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/advances/${advance!.id}/decision`,
      headers: bearer(w.mohan),
      payload: { action: 'approve', disbursal: 'payroll' },
    });
    expect(forwarded.json()).toMatchObject({ step: 2, deciderKind: 'hr' });
    await expectEveryQueueAsTheRule();
    for (const kind of kinds) {
      expect(names(await queue(kind, w.mohan))).toEqual(['Rita Paul']);
      expect(names(await queue(kind, w.priya))).toEqual(['Rita Paul', 'Hema Rao', 'Anil Mehta']);
      expect((await queue(kind, w.priya))[0]).toMatchObject({ step: 2, currentDecider: null });
    }
  });
});

describe('paging (docs/paging.md)', () => {
  beforeAll(() => setFlow(w, 'hr'));

  it.each(kinds)(
    '%s: ?limit= pages the same queue in the same order; no parameter: the whole array',
    async (kind) => {
      const whole = await queue(kind, w.priya);
      expect(whole).toHaveLength(6);
      const seen: Row[] = [];
      let cursor: string | null = null;
      do {
        const res = await get(w.priya, `/${kind}/queue?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        const page = res.json() as Page<Row>;
        expect(page.total).toBe(6);
        seen.push(...page.rows);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(whole);
      // A cursor alone: pages of 50.
      const first = (await get(w.priya, `/${kind}/queue?limit=1`)).json() as Page<Row>;
      const rest = (await get(w.priya, `/${kind}/queue?cursor=${first.nextCursor}`)).json() as Page<Row>;
      expect([...first.rows, ...rest.rows]).toEqual(whole);
      expect(rest.nextCursor).toBeNull();
      // Someone with nothing waiting: an empty page.
      expect((await get(w.rita, `/${kind}/queue?limit=10`)).json()).toEqual({
        rows: [],
        nextCursor: null,
        total: 0,
      });
    },
  );

  it.each(kinds)(
    '%s: under the manager flow, pages of Anil’s queue (his team’s and HR’s) and Mohan’s',
    async (kind) => {
      await setFlow(w, 'manager');
      for (const by of [w.anil, w.mohan]) {
        const whole = await queue(kind, by);
        expect(whole.length).toBeGreaterThan(0);
        const seen: Row[] = [];
        let cursor: string | null = null;
        do {
          const page = (
            await get(by, `/${kind}/queue?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
          ).json() as Page<Row>;
          expect(page.total).toBe(whole.length);
          seen.push(...page.rows);
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual(whole);
      }
      await setFlow(w, 'hr');
    },
  );

  it('refuses a bad limit and a cursor this list did not make (another queue’s)', async () => {
    for (const limit of ['0', '201', 'ten'])
      expect((await get(w.priya, `/claims/queue?limit=${limit}`)).json()).toMatchObject({
        message: PAGING_MESSAGES.invalidLimit,
      });
    const claimsCursor = ((await get(w.priya, '/claims/queue?limit=1')).json() as Page<Row>).nextCursor;
    const wrong = await get(w.priya, `/advances/queue?cursor=${claimsCursor}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: PAGING_MESSAGES.invalidCursor });
    expect((await get(w.priya, '/claims/queue?cursor=bm90LWpzb24')).statusCode).toBe(400);
  });
});
