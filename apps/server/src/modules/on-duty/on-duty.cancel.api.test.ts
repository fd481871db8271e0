import { DEFAULT_OVERTIME_SETTINGS, ON_DUTY_MESSAGES as M, type OnDutyRequest } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog } from '../../db/schema/index.ts';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { onDutyCalls } from '../../test/on-duty-calls.test-helper.ts';
import { bearer, type TestUser } from '../../test/test-app.ts';

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

const staffCancel = (user: TestUser, id: string, payload: object) =>
  w.ctx.app.inject({
    method: 'PUT',
    url: `/api/hr/on-duty-requests/${id}/cancel`,
    headers: bearer(user),
    payload,
  });

async function dayOf(userId: string, date: string) {
  const [row] = await w.ctx.db
    .select()
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, date)));
  return row;
}

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

  it('once rejected, or approved and begun, stays as decided', async () => {
    const rejected = (await ask(w.xavier, { mode: 'on-duty', from: '2026-11-25', reason: 'Client' })).json();
    await inject(w, w.anil, 'PUT', `/api/approvals/on-duty-requests/${rejected.id}/reject`, { reason: 'No' });
    const refused = await cancel(w.xavier, w.xavier.id, rejected.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.notCancellable);

    // Yesterday, approved: its day is history (attendance changes it, as any day).
    const past = (await ask(w.xavier, { mode: 'on-duty', from: '2026-11-19', reason: 'Client' })).json();
    const approved = await inject(w, w.anil, 'PUT', `/api/approvals/on-duty-requests/${past.id}/approve`);
    expect(approved.json().status).toBe('Approved');
    const begun = await cancel(w.xavier, w.xavier.id, past.id);
    expect(begun.statusCode).toBe(409);
    expect(begun.json().message).toBe(M.begun('19/11/2026'));
    expect(await dayOf(w.xavier.id, '2026-11-19')).toMatchObject({ workMode: 'on-duty', status: 'Present' });
    const byHr = await staffCancel(w.hema, past.id, { reason: 'Booked by mistake' });
    expect(byHr.json().message).toBe(M.begun('19/11/2026'));
  });
});

describe('cancelling an approved request before its first day', () => {
  it('by the requester: Cancelled, its day released (the row the approval made is gone), audited', async () => {
    const asked = (
      await ask(w.xavier, { mode: 'on-duty', from: '2026-11-26', reason: 'At the client' })
    ).json();
    await inject(w, w.anil, 'PUT', `/api/approvals/on-duty-requests/${asked.id}/approve`);
    expect(await dayOf(w.xavier.id, '2026-11-26')).toMatchObject({ workMode: 'on-duty', source: 'on-duty' });

    const res = await cancel(w.xavier, w.xavier.id, asked.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled', decidedBy: { id: w.xavier.id } });
    expect(await dayOf(w.xavier.id, '2026-11-26')).toBeUndefined();
    const audit = await w.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, asked.id));
    expect(audit.find((row) => row.action === 'on-duty.cancel')).toMatchObject({
      before: { status: 'Approved', dates: ['2026-11-26'] },
      after: { status: 'Cancelled', released: ['2026-11-26'] },
    });
    // The day is free to ask for again.
    expect((await ask(w.xavier, { mode: 'wfh', from: '2026-11-26', reason: 'Home' })).statusCode).toBe(201);
  });

  it('by HR with a reason: never their own, never a pending one; the person gets a notice', async () => {
    const mine = (await ask(w.rita, { mode: 'on-duty', from: '2026-11-27', reason: 'Client visit' })).json();
    expect((await staffCancel(w.hema, mine.id, { reason: 'Plans changed' })).json().message).toBe(
      M.notApproved,
    );
    await inject(w, w.mohan, 'PUT', `/api/approvals/on-duty-requests/${mine.id}/approve`);
    expect((await staffCancel(w.hema, mine.id, { reason: ' ' })).statusCode).toBe(400);
    expect(await dayOf(w.rita.id, '2026-11-27')).toMatchObject({ workMode: 'on-duty' });

    const res = await staffCancel(w.hema, mine.id, { reason: 'The client moved the meeting' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Cancelled',
      decidedBy: { id: w.hema.id, name: 'Hema Rao' },
      decisionReason: 'The client moved the meeting',
    });
    expect(await dayOf(w.rita.id, '2026-11-27')).toBeUndefined();
    const bell = await inject(w, w.rita, 'GET', `/api/employees/${w.rita.id}/notifications`);
    expect((bell.json() as { message: string }[]).map((n) => n.message)).toContain(
      'Your approved on duty request for 27/11/2026 was cancelled by Hema Rao: The client moved the meeting',
    );
    expect((await staffCancel(w.hema, mine.id, { reason: 'Again' })).statusCode).toBe(409);

    const hemas = (await ask(w.hema, { mode: 'on-duty', from: '2026-11-30', reason: 'Audit' })).json();
    await inject(w, w.anil, 'PUT', `/api/approvals/on-duty-requests/${hemas.id}/approve`);
    const own = await staffCancel(w.hema, hemas.id, { reason: 'Mine' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownRequest);
  });
});
