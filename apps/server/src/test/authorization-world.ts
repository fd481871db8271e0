import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  attendance,
  attendanceCorrections,
  departments,
  designations,
  employeeDocuments,
  events,
  holidays,
  leaveRequests,
  locations,
  notificationRecipients,
  notifications,
  salaryRecords,
  shifts,
  tasks,
  users,
} from '../db/schema/index.ts';
import { SEEDED_CORRECTION_DATE, SEEDED_LEAVE_DATE, nextFreeHolidayDate } from './authorization-dates.ts';
import { newStorageKey } from '../storage/storage.ts';
import { createUser, type TestContext, type TestUser } from './test-app.ts';

/** A tiny valid PDF: enough for the upload type check and the signed link. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n%matrix\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Someone's private things; `secrets` are strings only they (and the roles allowed) may ever see. */
export interface Person {
  user: TestUser;
  leaveId: string;
  eventId: string;
  taskId: string;
  notificationId: string;
  fileToken: string;
  holidayId: string; // far ahead (no attendance), one per person so every world has its own
  correctionId: string; // pending, for SEEDED_CORRECTION_DATE
  secrets: { leaveReason: string; eventTitle: string; taskTitle: string; notification: string };
  /** As the API shows money (rupees); distinct per person so a leak is recognisable. */
  salaryTexts: string[];
  shiftId: string; // the world's shift, nobody assigned: an Admin may change or delete it
  /** The world's department, designation and location (issue 42), nobody placed: staff may change or delete them. */
  orgUnits: { department: string; designation: string; location: string };
}

export interface World {
  employeeA: Person;
  employeeB: Person;
  hr: Person;
  admin: Person;
  today: string;
}

let serial = 0;

interface Draft {
  user: TestUser;
  creator: TestUser;
  sender: TestUser;
  tag: string;
  amountPaise: number;
  storageKey: string;
}

function draftOf(user: TestUser, creator: TestUser, sender: TestUser): Draft {
  serial += 1;
  return {
    user,
    creator,
    sender,
    tag: `${user.role.toLowerCase()}-${serial}-${crypto.randomBytes(3).toString('hex')}`,
    // 7xxxxx.yz rupees: a figure no other fixture produces, so a leak is recognisable.
    amountPaise: 70_000_000 + serial * 1_009,
    storageKey: newStorageKey('documents', 'pdf'),
  };
}

/**
 * Seeds everyone's private things in one statement per table (the matrix seeds a few hundred
 * worlds, so this is what keeps the file fast).
 */
async function seedPeople(
  ctx: TestContext,
  drafts: Draft[],
  today: string,
  punchedIn: boolean,
  shiftId: string,
): Promise<Person[]> {
  const db = ctx.db;
  const secretsOf = (d: Draft) => ({
    leaveReason: `leave-reason-${d.tag}`,
    eventTitle: `event-title-${d.tag}`,
    taskTitle: `task-title-${d.tag}`,
    notification: `note-for-${d.tag}`,
  });
  for (const d of drafts) {
    await db.update(users).set({ baseSalaryPaise: d.amountPaise }).where(eq(users.id, d.user.id));
    await ctx.app.services.storage.put(d.storageKey, PDF_BYTES, 'application/pdf');
  }
  const leaves = await db
    .insert(leaveRequests)
    .values(
      drafts.map((d) => ({
        userId: d.user.id,
        type: 'Paid Leave' as const,
        startDate: SEEDED_LEAVE_DATE,
        endDate: SEEDED_LEAVE_DATE,
        reason: secretsOf(d).leaveReason,
      })),
    )
    .returning({ id: leaveRequests.id });
  const eventRows = await db
    .insert(events)
    .values(
      drafts.map((d) => ({ userId: d.user.id, title: secretsOf(d).eventTitle, date: today, time: '16:00' })),
    )
    .returning({ id: events.id });
  const taskRows = await db
    .insert(tasks)
    .values(
      drafts.map((d) => ({
        title: secretsOf(d).taskTitle,
        date: today,
        time: '16:00',
        assignedTo: d.user.id,
        createdBy: d.creator.id,
        createdByName: d.creator.name,
      })),
    )
    .returning({ id: tasks.id });
  const notes = await db
    .insert(notifications)
    .values(
      drafts.map((d) => ({
        message: secretsOf(d).notification,
        senderId: d.sender.id,
        senderName: d.sender.name,
        senderRole: d.sender.role,
        audience: 'selected',
        recipientCount: 1,
      })),
    )
    .returning({ id: notifications.id });
  const holidayOf = (d: Draft) => ({
    date: nextFreeHolidayDate(),
    name: `holiday-${d.tag}`,
    kind: 'public' as const,
  });
  const holidayRows = await db.insert(holidays).values(drafts.map(holidayOf)).returning({ id: holidays.id });
  await db
    .insert(notificationRecipients)
    .values(drafts.map((d, i) => ({ notificationId: notes[i]!.id, userId: d.user.id })));
  await db.insert(salaryRecords).values(
    drafts.map((d) => ({
      userId: d.user.id,
      periodYear: 2026,
      periodMonth: 9,
      month: 'September 2026',
      amountPaise: d.amountPaise,
      baseSalaryPaise: d.amountPaise,
    })),
  );
  await db.insert(employeeDocuments).values(
    drafts.map((d) => ({
      userId: d.user.id,
      docKey: 'resume' as const,
      storageKey: d.storageKey,
      originalName: 'resume.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
    })),
  );
  const corrections = await db
    .insert(attendanceCorrections)
    .values(
      drafts.map((d) => ({
        userId: d.user.id,
        date: SEEDED_CORRECTION_DATE,
        status: 'Present' as const,
        reason: 'x',
      })),
    )
    .returning({ id: attendanceCorrections.id });
  if (punchedIn) {
    const at = new Date(ctx.clock.now().getTime() - 30 * 60 * 1000);
    await db
      .insert(attendance)
      .values(
        drafts.map((d) => ({ userId: d.user.id, date: today, checkIn: at, status: 'Punched In' as const })),
      );
  }
  return drafts.map((d, i) => {
    const link = ctx.app.services.fileLinks.url(d.storageKey, {
      fileName: 'resume.pdf',
      contentType: 'application/pdf',
    });
    return {
      user: d.user,
      leaveId: leaves[i]!.id,
      eventId: eventRows[i]!.id,
      taskId: taskRows[i]!.id,
      notificationId: notes[i]!.id,
      fileToken: link.replace('/api/files/', ''),
      holidayId: holidayRows[i]!.id,
      correctionId: corrections[i]!.id,
      secrets: secretsOf(d),
      salaryTexts: [(d.amountPaise / 100).toFixed(2), String(d.amountPaise)],
      shiftId,
      orgUnits: { department: '', designation: '', location: '' },
    };
  });
}

/** Four people, each with a pending leave, today's event, a task, a notification, a payslip and a document. */
export async function seedWorld(ctx: TestContext, options: { punchedIn?: boolean } = {}): Promise<World> {
  const today = ctx.app.services.orgTime.today();
  const a = await createUser(ctx, { role: 'Employee' });
  const b = await createUser(ctx, { role: 'Employee' });
  const h = await createUser(ctx, { role: 'HR' });
  const m = await createUser(ctx, { role: 'Admin' });
  // The Admin creates everyone's task and notifies everyone; HR notifies the Admin.
  const drafts = [draftOf(a, m, m), draftOf(b, m, m), draftOf(h, m, m), draftOf(m, m, h)];
  const [shift] = await ctx.db
    .insert(shifts)
    .values({
      name: `matrix-shift-${drafts[0]!.tag}`,
      start: '10:00',
      end: '19:00',
      punchInFrom: '09:00',
      punchInUntil: '11:00',
    })
    .returning({ id: shifts.id });
  const people = await seedPeople(ctx, drafts, today, options.punchedIn ?? false, shift!.id);
  const unitName = `matrix-${drafts[0]!.tag}`;
  const [department] = await ctx.db.insert(departments).values({ name: unitName }).returning();
  const [designation] = await ctx.db.insert(designations).values({ name: unitName }).returning();
  const [location] = await ctx.db.insert(locations).values({ name: unitName, state: 'KA' }).returning();
  const orgUnits = { department: department!.id, designation: designation!.id, location: location!.id };
  const [employeeA, employeeB, hr, admin] = people.map((person) => ({ ...person, orgUnits }));
  return { employeeA: employeeA!, employeeB: employeeB!, hr: hr!, admin: admin!, today };
}
