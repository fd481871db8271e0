import type { SalaryRecord } from '@hrms/shared';
import { PREFERENCE_FOOTNOTE, renderMail, type MailContext, type RenderedMail } from './layout.ts';

/** To the employee once a salary slip is generated (the slip itself stays behind sign-in). */
export function payslipReadyMail(ctx: MailContext, record: SalaryRecord): RenderedMail {
  return renderMail(ctx, `Your salary slip for ${record.month} is ready`, {
    greetingName: record.employeeName,
    paragraphs: [
      `Your salary slip for ${record.month} is ready.`,
      'Sign in and open "My Salary Records" to view or download it.',
    ],
    action: { label: 'Open HRMS', url: `${ctx.appUrl}/login` },
    footnote: PREFERENCE_FOOTNOTE,
  });
}
