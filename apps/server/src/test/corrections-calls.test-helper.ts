import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AttendanceRecord, Correction } from '@hrms/shared';
import { attendance, attendanceCorrections } from '../db/schema/index.ts';
import { bearer, type TestContext, type TestUser } from './test-app.ts';

/** The calls the correction decision tests make, bound to one test app. */
export function correctionCalls(current: () => TestContext) {
  const ctx = {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
  };
  const requestOf = async (user: TestUser, payload: object): Promise<Correction> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/attendance/corrections',
      headers: bearer(user),
      payload: { reason: 'Forgot to punch', ...payload },
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const approve = (user: TestUser, id: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/attendance/corrections/${id}/approve`,
      headers: bearer(user),
    });
  const reject = (user: TestUser, id: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/attendance/corrections/${id}/reject`,
      headers: bearer(user),
      payload,
    });
  const list = (user: TestUser, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(user) }).then((res) => res.json() as Correction[]);

  const dayOf = async (user: TestUser, date: string): Promise<AttendanceRecord | undefined> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${user.id}/attendance`,
      headers: bearer(user),
    });
    return (res.json() as AttendanceRecord[]).find((row) => row.date === date);
  };
  const attendanceOf = (userId: string, date: string) =>
    and(eq(attendance.userId, userId), eq(attendance.date, date));
  const rowOf = async (userId: string, date: string) =>
    (await ctx.db.select().from(attendance).where(attendanceOf(userId, date)))[0];
  const requestRow = async (id: string) =>
    (await ctx.db.select().from(attendanceCorrections).where(eq(attendanceCorrections.id, id)))[0];
  return { requestOf, approve, reject, list, dayOf, attendanceOf, rowOf, requestRow };
}
