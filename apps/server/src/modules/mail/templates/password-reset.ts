import { PASSWORD_RESET_MINUTES } from '@hrms/shared';
import { renderMail, type MailContext, type RenderedMail } from './layout.ts';

/** The one-time link of a forgotten password (a security mail: always sent). */
export function passwordResetMail(ctx: MailContext, person: { name: string }, link: string): RenderedMail {
  return renderMail(ctx, `Reset your ${ctx.orgName} password`, {
    greetingName: person.name,
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your account.',
      `Open the link below to choose a new password. It works once and for ${PASSWORD_RESET_MINUTES} minutes; every device signed in to your account will be signed out.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: link },
  });
}
