import type { LeaveRequest } from '@hrms/shared';
import { dateText } from '../../../lib/i18n/document-language.ts';
import {
  ENGLISH_DOCUMENT,
  mailWords,
  renderMail,
  type DocumentLanguage,
  type MailContext,
  type RenderedMail,
} from './layout.ts';

/** To the applicant once their leave request is approved or rejected. */
export function leaveDecidedMail(
  ctx: MailContext,
  leave: LeaveRequest,
  lang: DocumentLanguage = ENGLISH_DOCUMENT,
): RenderedMail {
  const words = mailWords(lang.language);
  const approved = leave.status === 'Approved';
  const date = (iso: string) => dateText(iso, lang.digits);
  // The leave type is the organisation's (as named); the sentence around it is the person's language.
  const range =
    leave.startDate === leave.endDate
      ? date(leave.startDate)
      : words.leaveRange(date(leave.startDate), date(leave.endDate));
  return renderMail(
    ctx,
    words.leaveSubject(approved),
    {
      greetingName: leave.employeeName,
      paragraphs: [
        words.leaveBody(leave.type, range, approved),
        ...(leave.status === 'Rejected' && leave.rejectionReason
          ? [words.leaveReason(leave.rejectionReason)]
          : []),
      ],
      action: { label: words.openApp, url: `${ctx.appUrl}/login` },
      footnote: words.preferenceFootnote,
    },
    lang.language,
  );
}
