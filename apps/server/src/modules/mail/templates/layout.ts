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
export function renderMail(ctx: MailContext, subject: string, body: Body): RenderedMail {
  const text = [
    `Hello ${body.greetingName},`,
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
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111111;line-height:1.5">',
    `<p>Hello ${escapeHtml(body.greetingName)},</p>`,
    ...paragraphs,
    action,
    `<p>${escapeHtml(ctx.orgName)}</p>`,
    footnote,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** Said under every mail a person may turn off. */
export const PREFERENCE_FOOTNOTE =
  'You can turn these e-mails off under "E-mail preferences" on your details page.';
