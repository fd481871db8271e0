import type { Notification } from '@hrms/shared';
import {
  ENGLISH_DOCUMENT,
  mailWords,
  renderMail,
  type DocumentLanguage,
  type MailContext,
  type RenderedMail,
} from './layout.ts';

/** A copy of a notification HR or the Admin sent (the recipient's name is looked up by the service). */
export function notificationMail(
  ctx: MailContext,
  recipientName: string,
  notification: Notification,
  lang: DocumentLanguage = ENGLISH_DOCUMENT,
): RenderedMail {
  const words = mailWords(lang.language);
  // The notification's text is the sender's, as written.
  return renderMail(
    ctx,
    words.notificationSubject(notification.sentBy.name),
    {
      greetingName: recipientName,
      paragraphs: [
        words.notificationSent(notification.sentBy.name, notification.sentBy.role),
        notification.message,
      ],
      action: { label: words.openApp, url: `${ctx.appUrl}/login` },
      footnote: words.preferenceFootnote,
    },
    lang.language,
  );
}
