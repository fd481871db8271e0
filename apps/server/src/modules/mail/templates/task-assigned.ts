import { formatDateDMY, type Task } from '@hrms/shared';
import { PREFERENCE_FOOTNOTE, renderMail, type MailContext, type RenderedMail } from './layout.ts';

/** To the assignee of a new task. */
export function taskAssignedMail(ctx: MailContext, task: Task): RenderedMail {
  return renderMail(ctx, `New task: ${task.title}`, {
    greetingName: task.assignedTo.name,
    paragraphs: [
      `${task.createdBy.name} assigned you a task due on ${formatDateDMY(task.date)} at ${task.time}.`,
      `${task.title}\n${task.description}`,
    ],
    action: { label: 'Open HRMS', url: `${ctx.appUrl}/login` },
    footnote: PREFERENCE_FOOTNOTE,
  });
}
