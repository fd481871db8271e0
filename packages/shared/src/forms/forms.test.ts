import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EVENT_MESSAGES } from '../events/schemas.ts';
import { LEAVE_MESSAGES } from '../leave/schemas.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/index.ts';
import { PAYROLL_MESSAGES } from '../payroll/schemas.ts';
import { PEOPLE_MESSAGES } from '../people/schemas.ts';
import { TASK_MESSAGES } from '../tasks/schemas.ts';
import {
  applyLeaveFormSchema,
  createEmployeeFormSchema,
  detailsFormSchema,
  eventFormSchema,
  generateSalaryFormSchema,
  sendNotificationFormSchema,
  taskFormSchema,
} from './index.ts';

// The forms show the first message zod reports, so each case pins which rule the spec checks first.
const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

const TODAY = '2026-11-20';
const schedule = { title: 'Standup', description: '', date: '2026-11-23', time: '09:30' };

describe('browser form schemas: the first message is the spec first rule broken', () => {
  it.each([
    ['blank type', { type: '', startDate: TODAY, endDate: '', reason: '' }, LEAVE_MESSAGES.required],
    [
      'past date',
      { type: 'Paid Leave', startDate: '2026-11-19', endDate: '', reason: '' },
      LEAVE_MESSAGES.pastDate,
    ],
    [
      'sick without end',
      { type: 'Sick Leave', startDate: TODAY, endDate: '', reason: '' },
      LEAVE_MESSAGES.sickEndRequired,
    ],
  ])('apply leave: %s', (_case, value, message) => {
    expect(firstMessage(applyLeaveFormSchema(TODAY), value)).toBe(message);
  });

  it('apply leave answers the body to send, the end date filled in and the reason trimmed', () => {
    const parsed = applyLeaveFormSchema(TODAY).parse({
      type: 'Paid Leave',
      startDate: TODAY,
      endDate: '',
      reason: ' x ',
    });
    expect(parsed).toEqual({ type: 'Paid Leave', startDate: TODAY, endDate: TODAY, reason: 'x' });
  });

  it.each([
    [
      'a past date with no time still says required first',
      { ...schedule, date: '2026-11-01', time: '' },
      EVENT_MESSAGES.required,
    ],
    ['a past date', { ...schedule, date: '2026-11-01' }, EVENT_MESSAGES.pastDate],
    ['a blank title', { ...schedule, title: '  ' }, EVENT_MESSAGES.required],
  ])('event: %s', (_case, value, message) => {
    expect(firstMessage(eventFormSchema(TODAY), value)).toBe(message);
  });

  it('task: create refuses a past day, update keeps one', () => {
    const past = { ...schedule, date: '2026-11-01', assignedTo: 'e1' };
    expect(firstMessage(taskFormSchema(TODAY), past)).toBe(TASK_MESSAGES.pastDate);
    expect(taskFormSchema().safeParse(past).success).toBe(true);
    expect(firstMessage(taskFormSchema(TODAY), { ...past, assignedTo: '' })).toBe(TASK_MESSAGES.required);
  });

  it('send notification: an empty message is said before a missing recipient', () => {
    expect(firstMessage(sendNotificationFormSchema, { recipient: [], message: ' ' })).toBe(
      NOTIFICATION_MESSAGES.emptyMessage,
    );
    expect(firstMessage(sendNotificationFormSchema, { recipient: [], message: 'hi' })).toBe(
      NOTIFICATION_MESSAGES.noRecipient,
    );
  });

  it('add employee: a missing password is "required" even when the e-mail is also wrong', () => {
    const value = {
      name: 'Asha',
      email: 'not-an-email',
      password: '',
      role: 'Employee',
      baseSalary: '',
      joinedOn: '',
    };
    expect(firstMessage(createEmployeeFormSchema, value)).toBe(PEOPLE_MESSAGES.formRequired);
    expect(firstMessage(createEmployeeFormSchema, { ...value, password: 'longenough' })).toBe(
      PEOPLE_MESSAGES.invalidEmail,
    );
  });

  it('details: blanks are no e-mail, a typed one is checked and trimmed', () => {
    expect(detailsFormSchema.parse({ personalEmail: '   ' })).toEqual({ personalEmail: undefined });
    expect(detailsFormSchema.parse({ personalEmail: ' a@b.co ' })).toEqual({ personalEmail: 'a@b.co' });
    expect(firstMessage(detailsFormSchema, { personalEmail: 'nope' })).toBe(PEOPLE_MESSAGES.invalidEmail);
  });

  it('generate salary: nobody chosen comes before an unreadable period; ids are the server list', () => {
    expect(firstMessage(generateSalaryFormSchema, { employeeIds: [], month: 'soon' })).toBe(
      PAYROLL_MESSAGES.generateEmpty,
    );
    expect(firstMessage(generateSalaryFormSchema, { employeeIds: ['e1'], month: 'soon' })).toBe(
      PAYROLL_MESSAGES.invalidPeriod,
    );
    expect(generateSalaryFormSchema.safeParse({ employeeIds: ['e1'], month: 'october 2026' }).success).toBe(
      true,
    );
  });
});
