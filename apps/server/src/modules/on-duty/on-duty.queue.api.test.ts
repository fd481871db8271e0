import type { OnDutyRequest, OvertimeClaim } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { onDutyCalls } from '../../test/on-duty-calls.test-helper.ts';
import { ownClaims, turnOvertimeOn, workDay } from '../../test/overtime-fixtures.test-helper.ts';
import { bearer, type TestUser } from '../../test/test-app.ts';

/*
 * "Pending for me" of on-duty requests and overtime claims reads only the candidates (the people the caller
 * manages or stands in for today: ApprovalsService.queueReader), and answers what the rule says for every pending
 * request: the manager, their delegate on the delegation's day (not the manager then), nobody else, never the
 * requester, and nobody as a person under the 'hr' flow. Friday 20 November 2026 in Kolkata; Rita reports to Mohan.
 */
let w: World;
const { ask } = onDutyCalls(() => w.ctx);

beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager');
  // Overtime on, and both on-duty modes (the overtime settings carry them).
  await turnOvertimeOn(w.ctx, w.anil, {
    onDuty: {
      onDutyEnabled: true,
      wfhEnabled: true,
      onDutyMonthlyLimit: null,
      wfhMonthlyLimit: null,
      punchFromAnywhere: false,
    },
  });
});
afterAll(() => w.ctx.close());

const onDutyQueue = async (user: TestUser) =>
  ((await inject(w, user, 'GET', '/api/approvals/on-duty-requests')).json() as OnDutyRequest[]).map(
    (r) => r.id,
  );
const overtimeQueue = async (user: TestUser) =>
  ((await inject(w, user, 'GET', '/api/approvals/overtime-claims')).json() as OvertimeClaim[]).map(
    (c) => c.id,
  );

describe('pending for me, from the candidates only', () => {
  it("follows the manager, the delegate on the delegation's day, and the flow", async () => {
    await workDay(w.ctx, w.rita, '2026-11-20', '09:00', '21:00');
    const [claim] = await ownClaims(w.ctx, w.rita);
    w.ctx.clock.set('2026-11-20T12:00:00+05:30');
    const asked = (
      await ask(w.rita, { mode: 'wfh', from: '2026-11-25', reason: 'Plumber' })
    ).json() as OnDutyRequest;
    const xaviers = (await ask(w.xavier, { mode: 'wfh', from: '2026-11-25', reason: 'Home' })).json();

    expect(await onDutyQueue(w.mohan)).toEqual([asked.id]);
    expect(await overtimeQueue(w.mohan)).toEqual([claim!.id]);
    // Anil manages Xavier (and Mohan), not Rita; nobody sees their own; HR is not a person decider here.
    expect(await onDutyQueue(w.anil)).toEqual([xaviers.id]);
    for (const user of [w.rita, w.xavier, w.priya, w.hema]) {
      expect(await onDutyQueue(user)).toEqual([]);
      expect(await overtimeQueue(user)).toEqual([]);
    }

    // Mohan hands his approvals to Priya for Monday 23 November.
    const delegated = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/approvals/delegations',
      headers: bearer(w.mohan),
      payload: { delegateId: w.priya.id, startDate: '2026-11-23', endDate: '2026-11-23' },
    });
    expect(delegated.statusCode, delegated.body).toBe(201);
    w.ctx.clock.set('2026-11-23T10:00:00+05:30');
    expect(await onDutyQueue(w.priya)).toEqual([asked.id]);
    expect(await overtimeQueue(w.priya)).toEqual([claim!.id]);
    expect(await onDutyQueue(w.mohan)).toEqual([]);
    expect(await overtimeQueue(w.mohan)).toEqual([]);

    // Under the 'hr' flow every request waits for HR: no person's queue holds one.
    await setFlow(w, 'hr');
    expect(await onDutyQueue(w.priya)).toEqual([]);
    expect(await onDutyQueue(w.anil)).toEqual([]);
  });
});
