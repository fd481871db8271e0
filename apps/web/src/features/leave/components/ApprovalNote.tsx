import type { LeaveRequest } from '@hrms/shared';
import { ApprovalNote as Note } from '../../../components/approval-note';

/** Where a leave request waits and how it was decided (issue 42; the note is shared with corrections). */
export function ApprovalNote({ leave }: { leave: LeaveRequest }) {
  return <Note pending={leave.status === 'Pending'} approval={leave} />;
}
