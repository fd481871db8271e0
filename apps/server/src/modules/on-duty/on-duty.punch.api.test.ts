import {
  ATTENDANCE_MESSAGES,
  DEFAULT_OVERTIME_SETTINGS,
  PUNCH_PLACE_MESSAGES,
  type OnDutyRequest,
  type OnDutySettings,
} from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/index.ts';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { onDutyCalls } from '../../test/on-duty-calls.test-helper.ts';
import { bearer, type TestUser } from '../../test/test-app.ts';

/*
 * Punching on an approved on-duty / work-from-home day (issue 45, docs/overtime.md "Punching on such a day"):
 * the day is Present before any punch, and a punch still adds its times; from outside the punch places only
 * when the organisation's `punchFromAnywhere` is on. The world: Friday 20 November 2026, 10:00 in Kolkata
 * (inside the punch window); the office network is 203.0.113.0/24; Rita reports to Mohan, Xavier to Anil.
 */
const OFFICE = '203.0.113.40';
const HOME = '198.51.100.9';
const TODAY = '2026-11-20';

let w: World;
const { ask } = onDutyCalls(() => w.ctx);

async function setOnDuty(onDuty: Partial<OnDutySettings>) {
  const res = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', {
    ...DEFAULT_OVERTIME_SETTINGS,
    onDuty: {
      onDutyEnabled: true,
      wfhEnabled: true,
      onDutyMonthlyLimit: null,
      wfhMonthlyLimit: null,
      punchFromAnywhere: false,
      ...onDuty,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function approvedToday(person: TestUser, decider: TestUser, mode: 'wfh' | 'on-duty') {
  const asked = await ask(person, { mode, from: TODAY, reason: 'Away from the office today' });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = (asked.json() as OnDutyRequest).id;
  const res = await inject(w, decider, 'PUT', `/api/approvals/on-duty-requests/${id}/approve`);
  expect(res.statusCode, res.body).toBe(200);
}

const punch = (user: TestUser, way: 'in' | 'out', remoteAddress: string) =>
  w.ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${user.id}/punch-${way}`,
    headers: bearer(user),
    remoteAddress,
  });

async function today(user: TestUser) {
  const [row] = await w.ctx.db
    .select()
    .from(attendance)
    .where(and(eq(attendance.userId, user.id), eq(attendance.date, TODAY)));
  return row;
}

beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager');
  await setOnDuty({});
  const places = await inject(w, w.anil, 'PUT', '/api/settings/punch-places', {
    networks: ['203.0.113.0/24'],
    locations: [],
  });
  expect(places.statusCode, places.body).toBe(200);
  await approvedToday(w.rita, w.mohan, 'wfh');
  await approvedToday(w.xavier, w.anil, 'on-duty');
});
afterAll(() => w.ctx.close());

describe('punching on an approved on-duty / work-from-home day', () => {
  // 10:00 is after the default shift's start and grace: the punch is late, as any other would be.
  it('the approved day is Present before any punch, and the person may still punch in from the office', async () => {
    expect(await today(w.xavier)).toMatchObject({ status: 'Present', workMode: 'on-duty', checkIn: null });
    const res = await punch(w.xavier, 'in', OFFICE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date: TODAY, status: 'Present', checkIn: '10:00' });
    expect(await today(w.xavier)).toMatchObject({ status: 'Present', workMode: 'on-duty', late: true });
    const again = await punch(w.xavier, 'in', OFFICE);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ATTENDANCE_MESSAGES.alreadyPunchedIn);
  });

  it('from outside the punch places: refused while punchFromAnywhere is off, as for anyone', async () => {
    const res = await punch(w.rita, 'in', HOME);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PUNCH_PLACE_MESSAGES.offNetwork);
    expect(await today(w.rita)).toMatchObject({ status: 'Present', workMode: 'wfh', checkIn: null });
  });

  it('with punchFromAnywhere on: taken from home on the approved day, no place recorded, once', async () => {
    await setOnDuty({ punchFromAnywhere: true });
    const res = await punch(w.rita, 'in', HOME);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date: TODAY, status: 'Present', checkIn: '10:00', place: null });
    expect(await today(w.rita)).toMatchObject({ workMode: 'wfh', punchPlace: null });
    const again = await punch(w.rita, 'in', HOME);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ATTENDANCE_MESSAGES.alreadyPunchedIn);

    w.ctx.clock.set('2026-11-20T18:30:00+05:30');
    const out = await punch(w.rita, 'out', HOME);
    expect(out.statusCode, out.body).toBe(200);
    expect(await today(w.rita)).toMatchObject({ status: 'Present', workMode: 'wfh', workedMinutes: 510 });
    w.ctx.clock.set('2026-11-20T10:00:00+05:30');
  });

  it('someone without an approved day is still held to the punch places', async () => {
    const res = await punch(w.mohan, 'in', HOME);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PUNCH_PLACE_MESSAGES.offNetwork);
    expect(await today(w.mohan)).toBeUndefined();
    expect((await punch(w.mohan, 'in', OFFICE)).statusCode).toBe(200);
  });
});
