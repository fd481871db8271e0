import type { LeaveRequest } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalWorld, decide, inject, type World } from '../../test/approvals-world.ts';
import { onDutyCalls } from '../../test/on-duty-calls.test-helper.ts';
import { ownClaims, turnOvertimeOn, workDay } from '../../test/overtime-fixtures.test-helper.ts';
import { bearer } from '../../test/test-app.ts';
import { form } from '../../test/upload-fixtures.ts';

/*
 * The automatic hand-over moves overtime claims, on-duty requests, expense claims and advances live too (issue 42,
 * docs/organisation.md "Automatic hand-over"): Rita's four requests wait for Mohan; when Mohan's leave covering
 * today is approved they wait for Anil (the cover), who hears of each as of a new one, and Mohan's queues are told
 * they left. Friday 20 November 2026 in Kolkata.
 */
let w: World;
const ids: Record<string, string> = {};

beforeAll(async () => {
  w = await approvalWorld();
  const set = await inject(w, w.anil, 'PUT', '/api/admin/approval-settings', {
    flow: 'manager',
    escalationDays: 30,
    handOverOnLeave: true,
  });
  expect(set.statusCode).toBe(200);
  await turnOvertimeOn(w.ctx, w.anil, {
    onDuty: {
      onDutyEnabled: true,
      wfhEnabled: true,
      onDutyMonthlyLimit: null,
      wfhMonthlyLimit: null,
      punchFromAnywhere: false,
    },
  });
  // Rita's overtime of today (she punches out at 21:00), then a WFH request, a claim and an advance.
  await workDay(w.ctx, w.rita, '2026-11-20', '09:00', '21:00');
  ids.overtime = (await ownClaims(w.ctx, w.rita))[0]!.id;
  const { ask } = onDutyCalls(() => w.ctx);
  ids.onDuty = (await ask(w.rita, { mode: 'wfh', from: '2026-11-25', reason: 'Plumber' })).json().id;
  const category = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/claims/categories',
    headers: bearer(w.anil),
    payload: { name: 'Conveyance', perClaimLimit: null, perMonthLimit: null, mileageRate: 8, taxable: false },
  });
  const claim = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/claims',
    headers: bearer(w.rita),
    payload: form({
      lines: JSON.stringify([
        { date: '2026-11-18', categoryId: category.json().id, distanceKm: 10, description: 'Site visit' },
      ]),
    }),
  });
  expect(claim.statusCode, claim.body).toBe(201);
  ids.claim = claim.json().id;
  const advance = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/advances',
    headers: bearer(w.rita),
    payload: { amount: 5000, reason: 'Rent deposit', instalments: 2 },
  });
  expect(advance.statusCode, advance.body).toBe(201);
  ids.advance = advance.json().id;
});
afterAll(() => w.ctx.close());

describe("a manager's leave approved on its day moves every kind of waiting request live", () => {
  it('the cover hears of each as of a new one; the manager is told it left', async () => {
    const toUser = vi.spyOn(w.ctx.app.realtime, 'emitToUser');
    const made = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${w.mohan.id}/leaves`,
      headers: bearer(w.mohan),
      payload: { type: 'Sick Leave', startDate: '2026-11-20', endDate: '2026-11-20' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const leave = (made.json() as LeaveRequest)._id;
    expect((await decide(w, w.priya, 'hr', leave, 'approve')).statusCode).toBe(200);

    const heard = (userId: string) =>
      toUser.mock.calls
        .filter(
          ([to, , payload]) => to === userId && Object.values(ids).includes((payload as { id: string }).id),
        )
        .map(([, event, payload]) => [event, (payload as { id: string }).id]);
    expect(heard(w.anil.id)).toEqual([
      ['overtime_decided', ids.overtime],
      ['on_duty_requested', ids.onDuty],
      ['claim_submitted', ids.claim],
      ['advance_requested', ids.advance],
    ]);
    expect(heard(w.mohan.id)).toEqual([
      ['overtime_decided', ids.overtime],
      ['on_duty_decided', ids.onDuty],
      ['claim_decided', ids.claim],
      ['advance_decided', ids.advance],
    ]);
    expect(heard(w.rita.id)).toEqual([]);
    toUser.mockRestore();
    // The queues say the same: Anil holds them now.
    const onDuty = await inject(w, w.anil, 'GET', '/api/approvals/on-duty-requests');
    expect((onDuty.json() as { id: string }[]).map((r) => r.id)).toEqual([ids.onDuty]);
  });
});
