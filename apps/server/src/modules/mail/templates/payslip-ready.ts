import type { SalaryRecord } from '@hrms/shared';
import { periodText } from '../../../lib/i18n/document-language.ts';
import {
  ENGLISH_DOCUMENT,
  mailWords,
  renderMail,
  type DocumentLanguage,
  type MailContext,
  type RenderedMail,
} from './layout.ts';

/** To the employee once a salary slip is generated (the slip itself stays behind sign-in). */
export function payslipReadyMail(
  ctx: MailContext,
  record: SalaryRecord,
  lang: DocumentLanguage = ENGLISH_DOCUMENT,
): RenderedMail {
  const words = mailWords(lang.language);
  const month = periodText(record.month, lang);
  return renderMail(
    ctx,
    words.payslipSubject(month),
    {
      greetingName: record.employeeName,
      paragraphs: words.payslipBody(month),
      action: { label: words.openApp, url: `${ctx.appUrl}/login` },
      footnote: words.preferenceFootnote,
    },
    lang.language,
  );
}
