import { DEFAULT_OVERTIME_SETTINGS, type OnDutyRequest } from '@hrms/shared';
import { SERVER_EVENT_SCHEMAS } from '@hrms/shared/realtime-events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { onDutyCalls } from '../../test/on-duty-calls.test-helper.ts';
import { decideClaim, ownClaims, turnOvertimeOn, workDay } from '../../test/overtime-fixtures.test-helper.ts';
import { bearer, createUser, type TestUser } from '../../test/test-app.ts';

/*
 * Who hears of on-duty / work-from-home requests and of overtime decisions (issue 45, docs/overtime.md "Who
 * hears"): a new request reaches HR and Admin (role rooms) and its decider; each decision reaches the person and
 * HR and Admin; a final decision leaves a notice on the person's bell, in the decision's transaction. Every payload
 * is checked against the event's schema. The world: Friday 20 November 2026 in Kolkata; Rita reports to Mohan.
 */
let w: World;
const { ask, cancel } = onDutyCalls(() => w.ctx);

beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager');
  const res = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', {
    ...DEFAULT_OVERTIME_SETTINGS,
    onDuty: {
      onDutyEnabled: true,
      wfhEnabled: true,
      onDutyMonthlyLimit: null,
      wfhMonthlyLimit: null,
      punchFromAnywhere: false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => w.ctx.close());

function listen() {
  const toRoles = vi.spyOn(w.ctx.app.realtime, 'emitToRoles');
  const toUser = vi.spyOn(w.ctx.app.realtime, 'emitToUser');
  return {
    toRoles,
    toUser,
    /** Every emit of `event` as [room, payload], its payload valid against the contract. */
    heard(event: 'on_duty_requested' | 'on_duty_decided' | 'overtime_decided') {
      const rooms = [
        ...toRoles.mock.calls.filter((c) => c[1] === event).map((c) => [(c[0] as string[]).join('+'), c[2]]),
        ...toUser.mock.calls.filter((c) => c[1] === event).map((c) => [c[0], c[2]]),
      ];
      for (const [, payload] of rooms)
        expect(SERVER_EVENT_SCHEMAS[event].safeParse(payload).success).toBe(true);
      return rooms;
    },
    stop() {
      toRoles.mockRestore();
      toUser.mockRestore();
    },
  };
}

async function bell(user: TestUser): Promise<string[]> {
  const res = await w.ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/notifications`,
    headers: bearer(user),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { message: string }[]).map((n) => n.message);
}

describe('on-duty / work from home', () => {
  it('a new request reaches HR and Admin and the manager; the approval reaches Rita, with a notice', async () => {
    const ears = listen();
    const res = await ask(w.rita, { mode: 'wfh', from: '2026-11-24', to: '2026-11-25', reason: 'Plumber' });
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json() as OnDutyRequest;
    expect(ears.heard('on_duty_requested')).toEqual([
      ['Admin+HR', asked],
      [w.mohan.id, asked],
    ]);

    const approved = await inject(w, w.mohan, 'PUT', `/api/approvals/on-duty-requests/${asked.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(ears.heard('on_duty_decided')).toEqual([
      ['Admin+HR', approved.json()],
      [w.rita.id, approved.json()],
    ]);
    ears.stop();
    expect(await bell(w.rita)).toContain(
      'Your work from home request for 24/11/2026 to 25/11/2026 was approved by Mohan Das.',
    );
    expect(await bell(w.mohan)).toEqual([]);
  });

  it('a rejection tells the reason; a cancellation is heard (queues drop it) but leaves no notice', async () => {
    const first = (await ask(w.rita, { mode: 'on-duty', from: '2026-11-26', reason: 'Client visit' })).json();
    const rejected = await inject(w, w.mohan, 'PUT', `/api/approvals/on-duty-requests/${first.id}/reject`, {
      reason: 'Audit that day',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await bell(w.rita)).toContain(
      'Your on duty request for 26/11/2026 was rejected by Mohan Das: Audit that day',
    );

    const second = (
      await ask(w.rita, { mode: 'on-duty', from: '2026-11-27', reason: 'Client visit' })
    ).json();
    const before = (await bell(w.rita)).length;
    const ears = listen();
    expect((await cancel(w.rita, w.rita.id, second.id)).statusCode).toBe(200);
    expect(ears.heard('on_duty_decided').map(([room]) => room)).toEqual(['Admin+HR', w.rita.id]);
    ears.stop();
    expect(await bell(w.rita)).toHaveLength(before);
  });
});

describe('overtime', () => {
  beforeAll(() => turnOvertimeOn(w.ctx, w.anil));

  it("the manager's approval reaches the claimant and HR and Admin, with a notice on the claimant's bell", async () => {
    const gita = await createUser(w.ctx, { name: 'Gita Rao', baseSalaryPaise: 5_200_000 });
    await inject(w, w.hema, 'PUT', `/api/hr/employees/${gita.id}/placement`, { managerId: w.mohan.id });
    await workDay(w.ctx, gita, '2026-11-23', '09:00', '21:00');
    const [claim] = await ownClaims(w.ctx, gita);
    const ears = listen();
    const res = await decideClaim(w.ctx, w.mohan, claim!.id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(ears.heard('overtime_decided')).toEqual([
      ['Admin+HR', res.json()],
      [gita.id, res.json()],
    ]);
    ears.stop();
    expect(await bell(gita)).toEqual(['Your overtime claim for 23/11/2026 was approved by Mohan Das.']);
  });
});
