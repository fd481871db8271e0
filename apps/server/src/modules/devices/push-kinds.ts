import type { PushKind } from '@hrms/shared';
import type { EmittedEvent } from '../../realtime/realtime.ts';

/** What a phone shows: a title, a line, and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** One push to one person, of one kind (the person's choice per kind decides whether it goes). */
interface KindedPush {
  userId: string;
  kind: PushKind;
  message: PushMessage;
}

const clip = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/**
 * The one place that decides what is pushed (docs/mobile.md): the events other modules already announce to a
 * person, after their commit. Role-wide announcements (the staff queues) are not pushed: they would reach
 * everyone on the staff for every request.
 */
export function pushOf(emitted: EmittedEvent): KindedPush | null {
  if (!('userId' in emitted.to)) return null;
  const userId = emitted.to.userId;
  switch (emitted.event) {
    case 'new_notification':
      return {
        userId,
        kind: 'notices',
        message: {
          title: `Notification from ${emitted.payload.sentBy.name}`,
          body: clip(emitted.payload.message),
          url: '/',
        },
      };
    case 'leave_status_updated': {
      const leave = emitted.payload;
      if (leave.status !== 'Approved' && leave.status !== 'Rejected') return null;
      const verb = leave.status.toLowerCase();
      return {
        userId,
        kind: 'leave',
        message: { title: `Leave ${verb}`, body: `Your ${leave.type} request was ${verb}.`, url: '/' },
      };
    }
    case 'new_leave_request': {
      // Addressed to one person: the manager (or delegate) whose decision it waits for.
      const leave = emitted.payload;
      if (leave.employeeId === userId) return null;
      return {
        userId,
        kind: 'approvals',
        message: {
          title: 'A leave request waits for you',
          body: `${leave.employeeName} asked for ${leave.type}.`,
          url: '/',
        },
      };
    }
    case 'new_salary_record':
      return {
        userId,
        kind: 'payslip',
        message: {
          title: 'New payslip',
          body: `Your payslip for ${emitted.payload.month} is ready.`,
          url: '/',
        },
      };
    case 'personal_task_update': {
      const { action, task } = emitted.payload;
      if (action !== 'created') return null;
      return { userId, kind: 'tasks', message: { title: 'New task', body: clip(task.title), url: '/' } };
    }
    default:
      return null;
  }
}
