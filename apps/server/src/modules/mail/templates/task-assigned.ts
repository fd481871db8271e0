import type { Task } from '@hrms/shared';
import { dateText, toDigits } from '../../../lib/i18n/document-language.ts';
import {
  ENGLISH_DOCUMENT,
  mailWords,
  renderMail,
  type DocumentLanguage,
  type MailContext,
  type RenderedMail,
} from './layout.ts';

/** To the assignee of a new task. */
export function taskAssignedMail(
  ctx: MailContext,
  task: Task,
  lang: DocumentLanguage = ENGLISH_DOCUMENT,
): RenderedMail {
  const words = mailWords(lang.language);
  // The task's title and description are as typed.
  return renderMail(
    ctx,
    words.taskSubject(task.title),
    {
      greetingName: task.assignedTo.name,
      paragraphs: [
        words.taskAssigned(
          task.createdBy.name,
          dateText(task.date, lang.digits),
          toDigits(task.time, lang.digits),
        ),
        `${task.title}\n${task.description}`,
      ],
      action: { label: words.openApp, url: `${ctx.appUrl}/login` },
      footnote: words.preferenceFootnote,
    },
    lang.language,
  );
}
