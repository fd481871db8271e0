import { describe, expect, it } from 'vitest';
import type { EmittedEvent } from '../../realtime/realtime.ts';
import { pushOf } from './push-kinds.ts';

const leave = { employeeId: 'e1', employeeName: 'Asha Rao', type: 'Sick Leave', status: 'Approved' };

/** The one place that decides what is pushed, and of which kind (docs/mobile.md). */
describe('pushOf', () => {
  it.each([
    [
      'new_notification',
      { userId: 'u' },
      { message: 'Hello', sentBy: { name: 'HR Team' } },
      'notices',
      'Hello',
    ],
    ['leave_status_updated', { userId: 'e1' }, leave, 'leave', 'Your Sick Leave request was approved.'],
    [
      'new_leave_request',
      { userId: 'm1' },
      { ...leave, status: 'Pending' },
      'approvals',
      'Asha Rao asked for Sick Leave.',
    ],
    [
      'new_salary_record',
      { userId: 'e1' },
      { month: 'November 2026' },
      'payslip',
      'Your payslip for November 2026 is ready.',
    ],
    [
      'personal_task_update',
      { userId: 'e1' },
      { action: 'created', task: { title: 'Submit form 12BB' } },
      'tasks',
      'Submit form 12BB',
    ],
  ])('%s is a push of kind %s', (event, to, payload, kind, body) => {
    expect(pushOf({ event, to, payload } as unknown as EmittedEvent)).toMatchObject({
      userId: to.userId,
      kind,
      message: { body },
    });
  });

  it.each([
    ['a role-wide announcement', 'new_leave_request', { roles: ['HR'] }, leave],
    [
      'a pending leave told to its applicant',
      'leave_status_updated',
      { userId: 'e1' },
      { ...leave, status: 'Pending' },
    ],
    ['a request told to its own applicant', 'new_leave_request', { userId: 'e1' }, leave],
    [
      'a task updated, not created',
      'personal_task_update',
      { userId: 'e1' },
      { action: 'updated', task: { title: 'x' } },
    ],
    ['an event that is not a push', 'attendance_updated', { userId: 'e1' }, {}],
  ])('%s is not pushed', (_what, event, to, payload) => {
    expect(pushOf({ event, to, payload } as unknown as EmittedEvent)).toBeNull();
  });
});
