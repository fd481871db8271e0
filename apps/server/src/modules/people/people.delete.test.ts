import fs from 'node:fs';
import path from 'node:path';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, ServerEventName } from '@hrms/shared';
import {
  attendance,
  employeeDetails,
  employeeDocuments,
  events,
  leaveRequests,
  notificationRecipients,
  notifications,
  salaryRecords,
  tasks,
  users,
} from '../../db/schema/index.ts';
import { newStorageKey } from '../../storage/storage.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { form, PDF_BYTES, PNG_BYTES } from '../../test/upload-fixtures.ts';

const countRows = async (ctx: TestContext, table: PgTable, where: SQL) =>
  (
    (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('deleting an employee', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let colleague: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'Admin' });
    colleague = await createUser(ctx, { role: 'Employee' });
  });
  afterAll(() => ctx.close());

  it('removes the person, everything only theirs and their files in one go; others keep readable records', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/employees',
      headers: bearer(admin),
      payload: form(
        {
          name: 'Leaving Person',
          email: `leaving-${Date.now()}@example.com`,
          password: 'long-enough',
          role: 'HR',
        },
        { file: { name: 'f.pdf', data: PDF_BYTES } },
      ) as never,
    });
    const person = created.json<Employee>();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'long-enough' },
    });
    const token = login.json().token as string;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/details/${person._id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: form(
        { personalEmail: 'p@home.example' },
        { resume: { name: 'cv.pdf', data: PDF_BYTES }, panCardFront: { name: 'pan.png', data: PNG_BYTES } },
      ) as never,
    });

    const id = person._id;
    const slipKey = newStorageKey('salary-slips', 'pdf');
    await ctx.app.services.storage.put(slipKey, PDF_BYTES, 'application/pdf');
    await ctx.db.insert(attendance).values({ userId: id, date: '2026-11-19', status: 'Present' });
    await ctx.db
      .insert(leaveRequests)
      .values({ userId: id, type: 'Paid Leave', startDate: '2026-11-25', endDate: '2026-11-25' });
    await ctx.db.insert(events).values({ userId: id, title: 'Mine', date: '2026-11-25', time: '10:00' });
    await ctx.db.insert(salaryRecords).values({
      userId: id,
      periodYear: 2026,
      periodMonth: 10,
      month: 'October 2026',
      amountPaise: 100,
      baseSalaryPaise: 100,
      slipKey,
    });
    // A task for them, and one they created for a colleague.
    await ctx.db.insert(tasks).values({
      title: 'Theirs',
      date: '2026-11-25',
      time: '10:00',
      assignedTo: id,
      createdBy: admin.id,
      createdByName: admin.name,
    });
    await ctx.db.insert(tasks).values({
      title: 'For colleague',
      date: '2026-11-25',
      time: '10:00',
      assignedTo: colleague.id,
      createdBy: id,
      createdByName: 'Leaving Person',
    });
    // A notification they sent to a colleague and one sent only to themselves, and one they received.
    const [sent] = await ctx.db
      .insert(notifications)
      .values({
        message: 'hi',
        senderId: id,
        senderName: 'Leaving Person',
        senderRole: 'HR',
        audience: 'selected',
      })
      .returning();
    await ctx.db.insert(notificationRecipients).values({ notificationId: sent!.id, userId: colleague.id });
    const [toSelf] = await ctx.db
      .insert(notifications)
      .values({
        message: 'note',
        senderId: id,
        senderName: 'Leaving Person',
        senderRole: 'HR',
        audience: 'selected',
      })
      .returning();
    await ctx.db.insert(notificationRecipients).values({ notificationId: toSelf!.id, userId: id });
    const [received] = await ctx.db
      .insert(notifications)
      .values({
        message: 'welcome',
        senderId: admin.id,
        senderName: admin.name,
        senderRole: 'Admin',
        audience: 'selected',
      })
      .returning();
    await ctx.db.insert(notificationRecipients).values({ notificationId: received!.id, userId: id });

    const filesRoot = path.join(ctx.config.dataDir, 'files');
    const filesBefore = fs
      .readdirSync(filesRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    expect(filesBefore).toHaveLength(4);

    const emitted: [string, unknown][] = [];
    const disconnected: string[] = [];
    const realtime = ctx.app.realtime;
    const original = {
      emitToRoles: realtime.emitToRoles.bind(realtime),
      disconnectUser: realtime.disconnectUser.bind(realtime),
    };
    realtime.emitToRoles = (roles, event: ServerEventName, payload) => {
      emitted.push([`${roles.join(',')}:${event}`, payload]);
      original.emitToRoles(roles, event, payload);
    };
    realtime.disconnectUser = (userId) => {
      disconnected.push(userId);
      original.disconnectUser(userId);
    };

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Employee deleted.', _id: id });
    expect(emitted).toEqual([['Admin,HR:employee_deleted', { _id: id }]]);
    expect(disconnected).toEqual([id]);

    for (const [table, where] of [
      [users, sql`id = ${id}`],
      [attendance, sql`user_id = ${id}`],
      [leaveRequests, sql`user_id = ${id}`],
      [events, sql`user_id = ${id}`],
      [salaryRecords, sql`user_id = ${id}`],
      [employeeDetails, sql`user_id = ${id}`],
      [employeeDocuments, sql`user_id = ${id}`],
      [notificationRecipients, sql`user_id = ${id}`],
      [tasks, sql`assigned_to = ${id} OR created_by = ${id}`],
    ] as const) {
      expect(await countRows(ctx, table, where), String(where.queryChunks)).toBe(0);
    }
    // What names them for others stays readable; what nobody can read any more is gone.
    const [kept] = await ctx.db.select().from(tasks).where(eq(tasks.title, 'For colleague'));
    expect(kept).toMatchObject({ createdBy: null, createdByName: 'Leaving Person' });
    const left = await ctx.db
      .select()
      .from(notifications)
      .where(
        or(
          eq(notifications.id, sent!.id),
          eq(notifications.id, toSelf!.id),
          eq(notifications.id, received!.id),
        ),
      );
    expect(left.map((row) => row.message).sort()).toEqual(['hi', 'welcome']);
    expect(left.find((row) => row.message === 'hi')).toMatchObject({
      senderId: null,
      senderName: 'Leaving Person',
    });
    expect(
      await countRows(
        ctx,
        notifications,
        sql`sender_id IS NULL AND NOT EXISTS (SELECT 1 FROM notification_recipients r WHERE r.notification_id = notifications.id)`,
      ),
    ).toBe(0);

    expect(
      fs.readdirSync(filesRoot, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()),
    ).toHaveLength(0);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/employees/${id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
  });
});
