import { useState } from 'react';
import { CalendarX2, Check, Undo2, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { LEAVE_MESSAGES, type LeaveRequest, type Role } from '@hrms/shared';
import { LockedMonthNote, OwnRowNote } from '../../../components/queue-notes';
import { Button } from '../../../components/ui/button';
import { renderListState } from '../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateDMY } from '../../../lib/format';
import { useApproveLeave } from '../api/approve-leave';
import { useApproverLeaves } from '../api/approver-leaves';
import { CancellationReasonButton, ViewCommentButton } from './AdminCommentDialog';
import { CancelApprovedDialog } from './CancelLeaveDialogs';
import { LeaveDaysNote } from './LeaveDaysNote';
import { LeaveStatusBadge } from './LeaveStatusBadge';
import { ApprovalNote } from './ApprovalNote';
import { RejectLeaveDialog } from './RejectLeaveDialog';

function datesOf(leave: LeaveRequest): string {
  const start = formatDateDMY(leave.startDate);
  return leave.endDate === leave.startDate ? start : `${start} - ${formatDateDMY(leave.endDate)}`;
}

interface ApproverLeaveTableProps {
  role: Role;
  userId: string;
}

/**
 * Pending Leave Requests: every pending request first (Approve / Reject), those in a finalised payroll month
 * after the rest (issue 40: no Approve, the way to reopen instead; Reject stays), then those decided in the
 * last 30 days for context. Nobody decides their own request (four-eyes), so those rows show a note instead,
 * unless the caller is the organisation's only approver.
 */
export function ApproverLeaveTable({ role, userId }: ApproverLeaveTableProps) {
  const query = useApproverLeaves(role);
  const approve = useApproveLeave(role);
  const [rejecting, setRejecting] = useState<LeaveRequest | null>(null);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const paging = usePagination(query.data ?? []);

  const state = renderListState({
    query,
    loading: 'Loading leave requests',
    empty: LEAVE_MESSAGES.noPending,
    isEmpty: query.data?.length === 0,
    icon: CalendarX2,
  });
  if (state || !query.data) return state;

  const onApprove = (leave: LeaveRequest) =>
    approve.mutate(leave._id, {
      onSuccess: () => toast.success(LEAVE_MESSAGES.approved),
      onError: (error) => {
        console.error('Leave approval failed', error);
        toast.error(LEAVE_MESSAGES.approveFailed, { description: error.message });
      },
    });

  // Someone else's request, or one's own when one is the only approver (the server checks again).
  const mayDecide = (leave: LeaveRequest) =>
    leave.employeeId !== userId || leave.selfDecision === 'sole-approver';

  // Only decided requests (shown for context) still means nothing is waiting for a decision.
  const nothingPending = !query.data.some((leave) => leave.status === 'Pending');

  return (
    <>
      {nothingPending ? (
        <p className="pb-2 text-sm text-muted-foreground">{LEAVE_MESSAGES.noPending}</p>
      ) : null}
      <Table aria-label="Pending leave requests">
        <TableHeader>
          <TableRow>
            <TableHead>S.No</TableHead>
            <TableHead>Employee</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Dates</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {paging.pageRows.map((leave, index) => {
            const approving = approve.isPending && approve.variables === leave._id;
            return (
              <TableRow key={leave._id}>
                <TableCell>{paging.offset + index + 1}</TableCell>
                <TableCell className="font-medium whitespace-nowrap">{leave.employeeName}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {leave.type}
                  <LeaveDaysNote leave={leave} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{datesOf(leave)}</TableCell>
                <TableCell className="max-w-64 min-w-40 break-words">{leave.reason || 'N/A'}</TableCell>
                <TableCell>
                  <LeaveStatusBadge status={leave.status} />
                  <ApprovalNote leave={leave} />
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-2">
                    {leave.status === 'Pending' && leave.employeeId === userId ? (
                      <OwnRowNote selfDecision={leave.selfDecision} />
                    ) : null}
                    {leave.status === 'Pending' && leave.lockedMonth ? (
                      <LockedMonthNote lockedMonth={leave.lockedMonth} role={role} />
                    ) : null}
                    {leave.status === 'Pending' && mayDecide(leave) ? (
                      <>
                        {leave.lockedMonth ? null : (
                          <Button
                            size="sm"
                            loading={approving}
                            disabled={approve.isPending}
                            onClick={() => onApprove(leave)}
                          >
                            {approving ? null : <Check className="size-4" aria-hidden="true" />}
                            Approve
                          </Button>
                        )}
                        <Button
                          size="sm"
                          variant="destructive"
                          disabled={approving}
                          onClick={() => setRejecting(leave)}
                        >
                          <X className="size-4" aria-hidden="true" />
                          Reject
                        </Button>
                      </>
                    ) : null}
                    {role === 'HR' && leave.status === 'Rejected' && leave.rejectionReason ? (
                      <ViewCommentButton comment={leave.rejectionReason} />
                    ) : null}
                    {/* Issue 20: HR and Admin cancel someone else's approved leave, with a reason. */}
                    {leave.status === 'Approved' && mayDecide(leave) ? (
                      <Button size="sm" variant="outline" onClick={() => setCancelling(leave)}>
                        <Undo2 className="size-4" aria-hidden="true" />
                        Cancel
                      </Button>
                    ) : null}
                    {leave.status === 'Cancelled' && leave.cancellationReason ? (
                      <CancellationReasonButton reason={leave.cancellationReason} />
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Pagination page={paging.page} pageCount={paging.pageCount} onPageChange={paging.setPage} />
      <RejectLeaveDialog role={role} leave={rejecting} onClose={() => setRejecting(null)} />
      <CancelApprovedDialog role={role} leave={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
