import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGES as M, RECEIPT_MAX_BYTES, type Claim, type ClaimCategory } from '@hrms/shared';
import { approvalWorld, setFlow, type World } from '../../test/approvals-world.ts';
import { requestPayslips } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, type TestUser } from '../../test/test-app.ts';
import { form, JPEG_BYTES, PDF_BYTES, SCRIPT_BYTES } from '../../test/upload-fixtures.ts';

// Expense claims through the API (issue 45). Friday 20 November 2026; Rita reports to Mohan, Mohan to Anil.
let w: World;
let travel: ClaimCategory;
let conveyance: ClaimCategory;
let food: ClaimCategory;

beforeAll(async () => {
  w = await approvalWorld();
});
afterAll(() => w.ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, by: TestUser, payload?: object) =>
  w.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });

/** What the person's bell holds about claims (GET /api/employees/:id/notifications), (sent at the same fixed time, so in no set order). */
async function bell(user: TestUser): Promise<string[]> {
  const res = await call('GET', `/employees/${user.id}/notifications`, user);
  expect(res.statusCode).toBe(200);
  return (res.json() as { message: string }[]).map((n) => n.message).filter((m) => m.includes('claim'));
}

function submit(by: TestUser, lines: object[], files: Record<string, { name: string; data: Buffer }> = {}) {
  return w.ctx.app.inject({
    method: 'POST',
    url: '/api/claims',
    headers: bearer(by),
    payload: form({ lines: JSON.stringify(lines) }, files),
  });
}

describe('categories', () => {
  it('a fresh install has none; only an Admin adds them (audited)', async () => {
    expect((await call('GET', '/claims/categories', w.rita)).json()).toEqual([]);
    const body = {
      name: 'Travel',
      perClaimLimit: 3000,
      perMonthLimit: 5000,
      mileageRate: null,
      taxable: false,
    };
    expect((await call('POST', '/claims/categories', w.priya, body)).statusCode).toBe(403);
    const created = await call('POST', '/claims/categories', w.anil, body);
    expect(created.statusCode).toBe(201);
    travel = created.json();
    conveyance = (
      await call('POST', '/claims/categories', w.anil, {
        name: 'Local conveyance',
        perClaimLimit: null,
        perMonthLimit: null,
        mileageRate: 8,
        taxable: false,
      })
    ).json();
    food = (
      await call('POST', '/claims/categories', w.anil, {
        name: 'Food',
        perClaimLimit: null,
        perMonthLimit: null,
        mileageRate: null,
        taxable: true,
      })
    ).json();
    expect(travel).toMatchObject({ name: 'Travel', perClaimLimit: 3000, active: true });
    const again = await call('POST', '/claims/categories', w.anil, { ...body, name: 'travel' });
    expect(again.json()).toEqual({ message: M.categoryTaken, code: 'conflict' });
  });
});

describe('submitting', () => {
  it('refuses a receipt that is not an image or PDF, a missing receipt, and a receipt over 5 MB', async () => {
    const line = { date: '2026-11-18', categoryId: travel.id, amount: 500, description: 'Bus to Nashik' };
    const script = await submit(w.rita, [line], { receipt0: { name: 'bill.pdf', data: SCRIPT_BYTES } });
    expect(script.statusCode).toBe(400);
    const missing = await submit(w.rita, [line]);
    expect(missing.json()).toEqual({ message: M.receiptRequired(1), code: 'invalid_input' });
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(RECEIPT_MAX_BYTES)]);
    const tooBig = await submit(w.rita, [line], { receipt0: { name: 'big.pdf', data: big } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(M.receiptTooLarge);
    expect((await call('GET', '/claims', w.rita)).json()).toEqual([]);
  });

  it('over the per-claim limit: 400 naming the limit', async () => {
    const res = await submit(
      w.rita,
      [
        { date: '2026-11-18', categoryId: travel.id, amount: 2000, description: 'Train' },
        { date: '2026-11-19', categoryId: travel.id, amount: 1500, description: 'Train back' },
      ],
      { receipt0: { name: 'a.pdf', data: PDF_BYTES }, receipt1: { name: 'b.jpg', data: JPEG_BYTES } },
    );
    expect(res.json()).toEqual({
      message: 'Travel is limited to ₹3,000 a claim (per-claim limit); this claim asks ₹3,500.',
      code: 'invalid_input',
    });
  });

  it('a claim with a receipt and a mileage line (12.5 km at ₹8 = ₹100) waits for the manager', async () => {
    const toRoles = vi.spyOn(w.ctx.app.realtime, 'emitToRoles');
    const toUser = vi.spyOn(w.ctx.app.realtime, 'emitToUser');
    const res = await submit(
      w.rita,
      [
        { date: '2026-11-18', categoryId: travel.id, amount: 2400, description: 'Train to Nashik site' },
        { date: '2026-11-18', categoryId: conveyance.id, distanceKm: 12.5, description: 'Station to site' },
        { date: '2026-11-19', categoryId: food.id, amount: 350, description: 'Lunch at site' },
      ],
      {
        receipt0: { name: 'ticket.pdf', data: PDF_BYTES },
        receipt2: { name: 'lunch.jpg', data: JPEG_BYTES },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const claim = res.json() as Claim;
    expect(claim).toMatchObject({ status: 'Pending', claimed: 2850, approved: null, payMonth: null });
    // HR and Admin hear of it on their rooms; under the default flow (HR decides) no person's room is added.
    const submitted = expect.objectContaining({ id: claim.id, status: 'Pending' });
    expect(toRoles).toHaveBeenCalledWith(['Admin', 'HR'], 'claim_submitted', submitted);
    expect(toUser).not.toHaveBeenCalled();
    toRoles.mockRestore();
    toUser.mockRestore();
    expect(claim.lines.map((l) => [l.category, l.amount, l.distanceKm, l.receiptUrl !== null])).toEqual([
      ['Travel', 2400, null, true],
      ['Local conveyance', 100, 12.5, false],
      ['Food', 350, null, true],
    ]);
    const receipt = await w.ctx.app.inject({ method: 'GET', url: claim.lines[0]!.receiptUrl! });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the per-month limit counts the claims already made that month', async () => {
    const res = await submit(
      w.rita,
      [{ date: '2026-11-20', categoryId: travel.id, amount: 2700, description: 'Cab' }],
      { receipt0: { name: 'cab.png', data: PDF_BYTES } },
    );
    expect(res.json().message).toBe(
      'Travel is limited to ₹5,000 a month (per-month limit); ₹2,600 is left for November 2026.',
    );
  });
});

describe('deciding under manager-then-hr', () => {
  let claim: Claim;
  beforeAll(async () => {
    await setFlow(w, 'manager-then-hr');
    claim = ((await call('GET', '/claims', w.rita)).json() as Claim[])[0]!;
  });

  it('waits for Mohan: in his queue, not in Xavier’s; Rita cannot decide her own', async () => {
    const queue = (await call('GET', '/claims/queue', w.mohan)).json() as Claim[];
    expect(queue.map((c) => c.id)).toEqual([claim.id]);
    expect(queue[0]).toMatchObject({
      step: 1,
      deciderKind: 'manager',
      currentDecider: { name: 'Mohan Das' },
    });
    expect((await call('GET', '/claims/queue', w.xavier)).json()).toEqual([]);
    const own = await call('POST', `/claims/${claim.id}/decision`, w.rita, { action: 'reject', reason: 'x' });
    expect(own.statusCode).toBe(403);
    const other = await call('POST', `/claims/${claim.id}/decision`, w.xavier, {
      action: 'reject',
      reason: 'x',
    });
    expect(other.statusCode).toBe(403);
  });

  it('Mohan approves the train in part with a reason (a cut without one is refused); it moves to HR', async () => {
    const [train, cab, lunch] = claim.lines;
    const noReason = await call('POST', `/claims/${claim.id}/decision`, w.mohan, {
      action: 'approve',
      lines: [
        { id: train!.id, approved: 2000 },
        { id: cab!.id, approved: 100 },
        { id: lunch!.id, approved: 350 },
      ],
    });
    expect(noReason.json().message).toBe(M.lineReason(1));
    const toUser = vi.spyOn(w.ctx.app.realtime, 'emitToUser');
    const res = await call('POST', `/claims/${claim.id}/decision`, w.mohan, {
      action: 'approve',
      lines: [
        { id: train!.id, approved: 2000, reason: 'Second-class fare is the policy' },
        { id: cab!.id, approved: 100 },
        { id: lunch!.id, approved: 350 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Pending', step: 2, deciderKind: 'hr', approved: 2450 });
    // Rita hears that it moved on.
    expect(toUser).toHaveBeenCalledWith(w.rita.id, 'claim_decided', expect.objectContaining({ step: 2 }));
    toUser.mockRestore();
    expect((await call('GET', '/claims/queue', w.mohan)).json()).toEqual([]);
    // A step to HR is not a decision for the bell.
    expect(await bell(w.rita)).toEqual([]);
  });

  it('HR cannot approve more than the manager left; HR approves; paid with November 2026', async () => {
    const [train, cab, lunch] = claim.lines;
    const over = await call('POST', `/claims/${claim.id}/decision`, w.priya, {
      action: 'approve',
      lines: [
        { id: train!.id, approved: 2400 },
        { id: cab!.id, approved: 100 },
        { id: lunch!.id, approved: 350 },
      ],
    });
    expect(over.json().message).toBe(M.lineOver(1, 2000));
    const res = await call('POST', `/claims/${claim.id}/decision`, w.priya, {
      action: 'approve',
      lines: [
        { id: train!.id, approved: 2000 },
        { id: cab!.id, approved: 100 },
        { id: lunch!.id, approved: 350 },
      ],
    });
    const decided = res.json() as Claim;
    expect(decided).toMatchObject({ status: 'Approved', approved: 2450, payMonth: 'November 2026' });
    expect(decided.decisions.map((d) => [d.by.name, d.action, d.step])).toEqual([
      ['Mohan Das', 'forwarded', 1],
      ['Priya Shah', 'approved', 2],
    ]);
    expect(decided.lines[0]).toMatchObject({ approved: 2000, reason: 'Second-class fare is the policy' });
    // Rita's bell: claimed ₹2,850, approved ₹2,450 (the train cut to ₹2,000).
    expect(await bell(w.rita)).toEqual([
      'Your claim CL-1 of 20/11/2026 (₹2,850) was approved in part by Priya Shah: ₹2,450 of ₹2,850, paid with your November 2026 salary.',
    ]);
    const again = await call('POST', `/claims/${claim.id}/decision`, w.hema, {
      action: 'reject',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    const audit = await call('GET', '/audit?entityType=claim', w.anil);
    expect(
      audit
        .json()
        .entries.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['claims.approve', 'claims.forward']);
  });

  it('the payslip pays ₹2,100 as a reimbursement and ₹350 (Food, taxable) as an earning', async () => {
    expect((await requestPayslips(w.ctx, w.anil, [w.rita.id], 'November 2026')).statusCode).toBe(202);
    await w.ctx.app.services.payroll.whenIdle();
    const records = (await call('GET', `/employees/${w.rita.id}/salaries`, w.rita)).json();
    const earnings = records[0].breakdown.earnings as { code: string; name: string; amount: number }[];
    expect(earnings.filter((e) => e.code.startsWith('REIMB'))).toEqual([
      { code: 'REIMB', name: 'Reimbursement (claim CL-1)', amount: 2100 },
      { code: 'REIMB_TAX', name: 'Taxable reimbursement (claim CL-1)', amount: 350 },
    ]);
  });

  it('a claim approved once November is finalised goes to December, never into the locked month', async () => {
    const res = await submit(w.rita, [
      { date: '2026-11-20', categoryId: conveyance.id, distanceKm: 10, description: 'Client visit' },
    ]);
    const id = (res.json() as Claim).id;
    const line = (res.json() as Claim).lines[0]!;
    const approve = { action: 'approve', lines: [{ id: line.id, approved: 80 }] };
    await call('POST', `/claims/${id}/decision`, w.mohan, approve);
    const done = (await call('POST', `/claims/${id}/decision`, w.hema, approve)).json() as Claim;
    expect(done).toMatchObject({ status: 'Approved', payMonth: 'December 2026' });
    expect(await bell(w.rita)).toContain(
      `Your claim ${done.number} of 20/11/2026 (₹80) was approved by Hema Rao, paid with your December 2026 salary.`,
    );
  });

  it('a rejection reaches the bell with its reason', async () => {
    const res = await submit(w.rita, [
      { date: '2026-11-19', categoryId: conveyance.id, distanceKm: 5, description: 'Home to office' },
    ]);
    const claim = res.json() as Claim;
    const rejected = await call('POST', `/claims/${claim.id}/decision`, w.mohan, {
      action: 'reject',
      reason: 'Commuting is not claimable',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await bell(w.rita)).toContain(
      `Your claim ${claim.number} of 20/11/2026 (₹40) was rejected by Mohan Das: Commuting is not claimable`,
    );
  });
});
