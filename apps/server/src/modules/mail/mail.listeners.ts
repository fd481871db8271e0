import type { RealtimeHook } from '../../realtime/realtime.ts';
import type { MailService } from './mail.service.ts';
import { leaveDecidedMail } from './templates/leave-decided.ts';
import { notificationMail } from './templates/notification.ts';
import { payslipReadyMail } from './templates/payslip-ready.ts';
import { taskAssignedMail } from './templates/task-assigned.ts';
import { welcomeMail } from './templates/welcome.ts';

/**
 * The mail module listens to what other modules already announce (the realtime events, after their
 * commit); they do not know that mail exists. One event, one message to its person, in that person's
 * language (issue 47: the flush reads it with the recipient):
 *
 *   employee_added (the Admins' copy; HR hear it too)  -> welcome to the new person
 *   leave_status_updated, Approved or Rejected           -> leave decided, to the applicant
 *   new_salary_record                                     -> payslip ready, to the employee
 *   personal_task_update, action 'created'               -> task assigned, to the assignee
 *   new_notification                                      -> a copy to each recipient
 */
export function listenForMail(hook: RealtimeHook, mail: MailService): () => void {
  return hook.observe((emitted) => {
    // Read when each message renders (the flush refreshes the organisation's name first), not here.
    const ctx = () => mail.context;
    switch (emitted.event) {
      case 'employee_added':
        // Announced twice (the Admins' view, then HR's): the Admins' copy alone sends the welcome.
        if ('roles' in emitted.to && emitted.to.roles.includes('Admin')) {
          const person = emitted.payload;
          mail.toPerson('welcome', person._id, (recipient) =>
            welcomeMail(ctx(), recipient, recipient.language),
          );
        }
        return;
      case 'leave_status_updated': {
        const leave = emitted.payload;
        if (leave.status === 'Approved' || leave.status === 'Rejected')
          mail.toPerson('leave_decided', leave.employeeId, (recipient) =>
            leaveDecidedMail(ctx(), leave, recipient.language),
          );
        return;
      }
      case 'new_salary_record': {
        const record = emitted.payload;
        mail.toPerson('payslip_ready', record.employeeId, (recipient) =>
          payslipReadyMail(ctx(), record, recipient.language),
        );
        return;
      }
      case 'personal_task_update': {
        const { action, task } = emitted.payload;
        if (action === 'created')
          mail.toPerson('task_assigned', task.assignedTo._id, (recipient) =>
            taskAssignedMail(ctx(), task, recipient.language),
          );
        return;
      }
      case 'new_notification':
        if ('userId' in emitted.to) {
          const notification = emitted.payload;
          mail.toPerson('notification', emitted.to.userId, (recipient) =>
            notificationMail(ctx(), recipient.name, notification, recipient.language),
          );
        }
        return;
      default:
        return;
    }
  });
}
