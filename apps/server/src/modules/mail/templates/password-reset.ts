import { PASSWORD_RESET_MINUTES } from '@hrms/shared';
import {
  ENGLISH_DOCUMENT,
  mailWords,
  renderMail,
  type DocumentLanguage,
  type MailContext,
  type RenderedMail,
} from './layout.ts';

/** The one-time link of a forgotten password (a security mail: always sent). */
export function passwordResetMail(
  ctx: MailContext,
  person: { name: string },
  link: string,
  lang: DocumentLanguage = ENGLISH_DOCUMENT,
): RenderedMail {
  const words = mailWords(lang.language);
  return renderMail(
    ctx,
    words.resetSubject(ctx.orgName),
    {
      greetingName: person.name,
      paragraphs: words.resetBody(PASSWORD_RESET_MINUTES),
      action: { label: words.chooseNewPassword, url: link },
    },
    lang.language,
  );
}
