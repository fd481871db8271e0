import { formatDateDMY, type LeaveRequest } from '@hrms/shared';
import { PREFERENCE_FOOTNOTE, renderMail, type MailContext, type RenderedMail } from './layout.ts';

/** To the applicant once their leave request is approved or rejected. */
export function leaveDecidedMail(ctx: MailContext, leave: LeaveRequest): RenderedMail {
  const verdict = leave.status === 'Approved' ? 'approved' : 'rejected';
  const range =
    leave.startDate === leave.endDate
      ? formatDateDMY(leave.startDate)
      : `${formatDateDMY(leave.startDate)} to ${formatDateDMY(leave.endDate)}`;
  return renderMail(ctx, `Your leave request was ${verdict}`, {
    greetingName: leave.employeeName,
    paragraphs: [
      `Your ${leave.type} leave request for ${range} was ${verdict}.`,
      ...(leave.status === 'Rejected' && leave.rejectionReason ? [`Reason: ${leave.rejectionReason}`] : []),
    ],
    action: { label: 'Open HRMS', url: `${ctx.appUrl}/login` },
    footnote: PREFERENCE_FOOTNOTE,
  });
}
