import fs from 'node:fs';
import path from 'node:path';
import { PRIVACY_MESSAGES } from '@hrms/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  employeeDetails,
  employeeDocuments,
  mailMessages,
  payrollProfiles,
  salaryRecords,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { SECRET_VALUES, seedPersonWithPay } from '../../test/privacy-fixtures.ts';
import { monthsBefore } from './retention.service.ts';

/** Erasure at deletion and after the Admin's retention period (docs/privacy.md). */
let ctx: TestContext;
let admin: TestUser;

const filesOnDisk = () =>
  fs
    .readdirSync(path.join(ctx.config.dataDir, 'files'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const remove = (id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/employees/${id}`, headers: bearer(admin) });
const trailOf = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, id)));

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
});
afterAll(() => ctx.close());

describe('deleting a person erases their personal data', () => {
  it('leaves no file on disk, no identity row, no message to them; the trail keeps that it happened', async () => {
    const person = await seedPersonWithPay(ctx, admin, 'Erin Erased');
    await ctx.db.insert(mailMessages).values({
      kind: 'payslip_ready',
      userId: person.id,
      toAddress: person.email,
      subject: 'Your payslip',
      textBody: 'hello',
    });
    const [slip] = await ctx.db.select().from(salaryRecords).where(eq(salaryRecords.userId, person.id));
    const [doc] = await ctx.db
      .select()
      .from(employeeDocuments)
      .where(eq(employeeDocuments.userId, person.id));
    const theirFiles = filesOnDisk().filter((file) =>
      [slip!.slipKey!, doc!.storageKey].some((key) => file.endsWith(path.basename(key))),
    );
    expect(theirFiles).toHaveLength(2);

    const res = await remove(person.id);
    expect(res.statusCode, res.body).toBe(200);

    for (const file of theirFiles) expect(fs.existsSync(file), file).toBe(false);
    for (const [table, column] of [
      [payrollProfiles, payrollProfiles.userId],
      [employeeDocuments, employeeDocuments.userId],
      [employeeDetails, employeeDetails.userId],
      [salaryRecords, salaryRecords.userId],
    ] as const)
      expect(await ctx.db.select().from(table).where(eq(column, person.id))).toEqual([]);
    expect(await ctx.db.select().from(mailMessages).where(eq(mailMessages.toAddress, person.email))).toEqual(
      [],
    );

    const trail = await trailOf(person.id);
    expect(trail.map((row) => row.action)).toEqual(
      expect.arrayContaining(['payroll.profile_update', 'employee.delete']),
    );
    for (const row of trail.filter((r) => r.action === 'payroll.profile_update'))
      expect([row.before, row.after]).toEqual([null, null]);
    const everything = JSON.stringify(
      (await ctx.db.execute(sql`SELECT * FROM audit_log`)) as unknown as { rows: unknown[] },
    );
    for (const secret of SECRET_VALUES) expect(everything).not.toContain(secret);
  });
});

describe('deleting a person erases their mails in the outbox (no SMTP_URL)', () => {
  const outbox = () => path.join(ctx.config.dataDir, 'outbox');
  const emlTo = (email: string) =>
    fs
      .readdirSync(outbox())
      .filter((name) => fs.readFileSync(path.join(outbox(), name), 'utf8').includes(`To: ${email}`));

  it("removes every .eml file of the person's messages, and no one else's", async () => {
    const leaver = await createUser(ctx, { name: 'Otto Outbox' });
    const stayer = await createUser(ctx, { name: 'Stella Stays' });
    const notify = (message: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: bearer(admin),
        payload: { recipient: [leaver.id, stayer.id], message },
      });
    expect((await notify('Payroll closes on the 25th')).statusCode).toBe(201);
    expect((await notify('The office is closed on Monday')).statusCode).toBe(201);
    await ctx.app.services.mail.idle();
    expect(emlTo(leaver.email)).toHaveLength(2);
    expect(emlTo(stayer.email)).toHaveLength(2);

    expect((await remove(leaver.id)).statusCode).toBe(200);
    expect(emlTo(leaver.email)).toEqual([]);
    expect(emlTo(stayer.email)).toHaveLength(2);
  });
});

describe('the retention period', () => {
  it('is empty on a fresh install, set by the Admin only, audited, and refused out of range', async () => {
    const get = await ctx.app.inject({ method: 'GET', url: '/api/settings/privacy', headers: bearer(admin) });
    expect(get.json()).toEqual({ erasePersonalDataAfterMonths: null });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/privacy',
      headers: bearer(admin),
      payload: { erasePersonalDataAfterMonths: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PRIVACY_MESSAGES.months);
    const hr = await createUser(ctx, { role: 'HR' });
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/privacy',
      headers: bearer(hr),
      payload: { erasePersonalDataAfterMonths: 6 },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('the daily job empties what the trail says of people deleted longer ago, once, and records it', async () => {
    const old = await seedPersonWithPay(ctx, admin, 'Olga Old');
    const recent = await seedPersonWithPay(ctx, admin, 'Rita Recent');
    expect((await remove(old.id)).statusCode).toBe(200);
    expect((await remove(recent.id)).statusCode).toBe(200);
    // Olga left seven months ago, Rita today.
    await ctx.db
      .update(auditLog)
      .set({ at: monthsBefore(ctx.clock.now(), 7) })
      .where(eq(auditLog.entityId, old.id));

    const retention = ctx.app.services.retention;
    const key = (await retention.due())!;
    expect(key).toBe('2026-11-20');
    expect(await retention.run(key)).toEqual({ ran: true, erased: 0 });

    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/privacy',
      headers: bearer(admin),
      payload: { erasePersonalDataAfterMonths: 6 },
    });
    expect(put.json()).toEqual({ erasePersonalDataAfterMonths: 6 });
    ctx.clock.advance(24 * 60 * 60 * 1000);
    const next = (await retention.due())!;
    expect(await retention.run(next)).toEqual({ ran: true, erased: 1 });
    expect(await retention.run(next)).toEqual({ ran: false, erased: 0 });
    expect(await retention.due()).toBeNull();

    const oldTrail = await trailOf(old.id);
    expect(
      oldTrail.every((row) => row.action === 'privacy.erase' || (row.before === null && row.after === null)),
    ).toBe(true);
    expect(JSON.stringify(oldTrail)).not.toContain('Olga Old');
    expect(oldTrail.find((row) => row.action === 'employee.delete')).toBeDefined();
    expect(oldTrail.find((row) => row.action === 'privacy.erase')).toMatchObject({
      actorName: 'System (retention)',
      after: { reason: 'retention', months: 6 },
    });
    const recentDelete = (await trailOf(recent.id)).find((row) => row.action === 'employee.delete');
    expect(JSON.stringify(recentDelete!.before)).toContain('Rita Recent');
  });

  it('counts months on the calendar, a month end clamped', () => {
    expect(monthsBefore(new Date('2027-03-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-20T04:30:00Z'), 12).toISOString()).toBe('2025-11-20T04:30:00.000Z');
  });
});
