import {
  ENGLISH_DOCUMENT,
  mailWords,
  renderMail,
  type DocumentLanguage,
  type MailContext,
  type RenderedMail,
} from './layout.ts';

/** To a person just added: how to sign in. Never a password: the Admin gives it, or the person picks one. */
export function welcomeMail(
  ctx: MailContext,
  person: { name: string; email: string },
  lang: DocumentLanguage = ENGLISH_DOCUMENT,
): RenderedMail {
  const words = mailWords(lang.language);
  return renderMail(
    ctx,
    words.welcomeSubject(ctx.orgName),
    {
      greetingName: person.name,
      paragraphs: words.welcomeBody(ctx.orgName, person.email),
      action: { label: words.signIn, url: `${ctx.appUrl}/login` },
    },
    lang.language,
  );
}
