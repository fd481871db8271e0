import type { Notification } from '@hrms/shared';
import { PREFERENCE_FOOTNOTE, renderMail, type MailContext, type RenderedMail } from './layout.ts';

/** A copy of a notification HR or the Admin sent (the recipient's name is looked up by the service). */
export function notificationMail(
  ctx: MailContext,
  recipientName: string,
  notification: Notification,
): RenderedMail {
  return renderMail(ctx, `New notification from ${notification.sentBy.name}`, {
    greetingName: recipientName,
    paragraphs: [
      `${notification.sentBy.name} (${notification.sentBy.role}) sent you a notification:`,
      notification.message,
    ],
    action: { label: 'Open HRMS', url: `${ctx.appUrl}/login` },
    footnote: PREFERENCE_FOOTNOTE,
  });
}
