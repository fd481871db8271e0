import { renderMail, type MailContext, type RenderedMail } from './layout.ts';

/** To a person just added: how to sign in. Never a password: the Admin gives it, or the person picks one. */
export function welcomeMail(ctx: MailContext, person: { name: string; email: string }): RenderedMail {
  return renderMail(ctx, `Welcome to ${ctx.orgName}`, {
    greetingName: person.name,
    paragraphs: [
      `An account has been created for you in the ${ctx.orgName} HR system.`,
      `Sign in with this e-mail address (${person.email}) and the password your administrator gives you.`,
      'If you have no password yet, choose "Forgot password?" on the sign-in page and we will send you a link to set one.',
    ],
    action: { label: 'Sign in', url: `${ctx.appUrl}/login` },
  });
}
