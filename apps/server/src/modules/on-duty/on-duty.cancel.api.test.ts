import { DEFAULT_OVERTIME_SETTINGS, ON_DUTY_MESSAGES as M, type OnDutyRequest } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { onDutyCalls } from '../../test/on-duty-calls.test-helper.ts';

/*
 * Cancelling one's own on-duty / work-from-home request (issue 45, docs/overtime.md): the requester alone, while
 * it is pending; it leaves the manager's queue and frees its days and the monthly limit. The world: Friday 20
 * November 2026 in Kolkata; Rita reports to Mohan; work from home limited to 1 day a month.
 */
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager');
  const res = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', {
    ...DEFAULT_OVERTIME_SETTINGS,
    onDuty: {
      onDutyEnabled: true,
      wfhEnabled: true,
      onDutyMonthlyLimit: null,
      wfhMonthlyLimit: 1,
      punchFromAnywhere: false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => w.ctx.close());

const { ask, cancel } = onDutyCalls(() => w.ctx);

describe('cancelling my own on-duty / WFH request', () => {
  let asked: OnDutyRequest;
  it('is mine alone: another person, HR and the Admin cannot cancel it, on my path or theirs', async () => {
    const res = await ask(w.rita, { mode: 'wfh', from: '2026-11-24', reason: 'Plumber visiting' });
    expect(res.statusCode, res.body).toBe(201);
    asked = res.json();
    expect((await cancel(w.xavier, w.rita.id, asked.id)).statusCode).toBe(403);
    expect((await cancel(w.hema, w.rita.id, asked.id)).statusCode).toBe(403);
    expect((await cancel(w.anil, w.rita.id, asked.id)).statusCode).toBe(403);
    // On their own path, my request is not theirs to find.
    const stranger = await cancel(w.xavier, w.xavier.id, asked.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(M.notFound);
    expect((await cancel(w.mohan, w.mohan.id, asked.id)).statusCode).toBe(404);
    expect((await cancel(w.rita, w.rita.id, 'not-an-id')).statusCode).toBe(404);
  });

  it('while pending: Cancelled by me, out of my manager’s queue, audited, and its day and the limit freed', async () => {
    const queue = await inject(w, w.mohan, 'GET', '/api/approvals/on-duty-requests');
    expect((queue.json() as OnDutyRequest[]).map((r) => r.id)).toEqual([asked.id]);
    // The limit of 1 day is taken by the pending request.
    const second = await ask(w.rita, { mode: 'wfh', from: '2026-11-25', reason: 'Unwell' });
    expect(second.json().message).toBe(M.limit('wfh', 1, 'November 2026', 2));

    const res = await cancel(w.rita, w.rita.id, asked.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: asked.id,
      status: 'Cancelled',
      decidedBy: { id: w.rita.id, name: 'Rita Paul' },
    });
    expect((await inject(w, w.mohan, 'GET', '/api/approvals/on-duty-requests')).json()).toEqual([]);
    const approve = await inject(w, w.mohan, 'PUT', `/api/approvals/on-duty-requests/${asked.id}/approve`);
    expect(approve.statusCode).toBe(409);
    const again = await cancel(w.rita, w.rita.id, asked.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notCancellable);
    const audit = await w.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, asked.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['on-duty.cancel', 'on-duty.request']);
    const mine = await inject(w, w.rita, 'GET', `/api/employees/${w.rita.id}/on-duty`);
    expect((mine.json() as OnDutyRequest[]).find((r) => r.id === asked.id)?.status).toBe('Cancelled');

    // The same day can be asked again, and the limit counts only live requests.
    const anew = await ask(w.rita, { mode: 'wfh', from: '2026-11-24', reason: 'Plumber, new date' });
    expect(anew.statusCode, anew.body).toBe(201);
  });

  it('once decided, stays as decided', async () => {
    const res = await ask(w.xavier, { mode: 'on-duty', from: '2026-11-26', reason: 'At the client in Pune' });
    expect(res.statusCode, res.body).toBe(201);
    const approved = await inject(
      w,
      w.anil,
      'PUT',
      `/api/approvals/on-duty-requests/${res.json().id}/approve`,
    );
    expect(approved.json().status).toBe('Approved');
    const refused = await cancel(w.xavier, w.xavier.id, res.json().id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.notCancellable);
  });
});
