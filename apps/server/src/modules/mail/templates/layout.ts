import type { LanguageCode } from '@hrms/shared';
import { ENGLISH_DOCUMENT, type DocumentLanguage } from '../../../lib/i18n/document-language.ts';
import { MAIL_WORDS, type MailWords } from '../../../lib/i18n/mail-words.ts';

export { ENGLISH_DOCUMENT, type DocumentLanguage };

/** The words of a mail in the recipient's language (issue 47). */
export const mailWords = (language: LanguageCode): MailWords => MAIL_WORDS[language];

/** What every template knows: whose mail it is and where the app is. */
export interface MailContext {
  orgName: string;
  /** The app's address without a trailing slash (PUBLIC_URL), for links. */
  appUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Body {
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Said under the message, e.g. how to turn this kind of mail off. */
  footnote?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Plain text and a simple HTML version of one message, signed with the organisation's name. Every value
 * is escaped in the HTML (names and notification texts are typed by people).
 */
export function renderMail(
  ctx: MailContext,
  subject: string,
  body: Body,
  language: LanguageCode = 'en',
): RenderedMail {
  const words = mailWords(language);
  const text = [
    words.hello(body.greetingName),
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ctx.orgName,
    ...(body.footnote ? ['', body.footnote] : []),
  ].join('\n');
  const paragraphs = body.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const action = body.action
    ? `<p><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>` +
      `<p style="font-size:12px;color:#555555">${escapeHtml(body.action.url)}</p>`
    : '';
  const footnote = body.footnote
    ? `<p style="font-size:12px;color:#555555">${escapeHtml(body.footnote)}</p>`
    : '';
  const html = [
    // English keeps its markup byte for byte; another language names itself for mail readers and screen readers.
    `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111111;line-height:1.5">`,
    `<p>${escapeHtml(words.hello(body.greetingName))}</p>`,
    ...paragraphs,
    action,
    `<p>${escapeHtml(ctx.orgName)}</p>`,
    footnote,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
