import { useState } from 'react';
import { CalendarX2, Undo2 } from 'lucide-react';
import type { LeaveRequest } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { renderListState } from '../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateDMY } from '../../../lib/format';
import { useOrgToday } from '../../../lib/org-clock';
import { useMyLeaves } from '../api/my-leaves';
import { CancellationReasonButton, ViewCommentButton } from './AdminCommentDialog';
import { CancelOwnLeaveDialog } from './CancelLeaveDialogs';
import { LeaveDaysNote } from './LeaveDaysNote';
import { LeaveStatusBadge } from './LeaveStatusBadge';
import { ApprovalNote } from './ApprovalNote';
import { translateOr, useT } from '../../../lib/i18n/app';

/** Issue 20: a Pending request, or an Approved one whose days have not begun, can be withdrawn. */
const canCancel = (leave: LeaveRequest, today: string) =>
  leave.status === 'Pending' || (leave.status === 'Approved' && leave.startDate > today);

/** My own requests: S.No, Type, Start Date, End Date, Status, Actions (spec section 2). */
export function MyLeaveRequestsTable({ userId }: { userId: string }) {
  const query = useMyLeaves(userId);
  const { t } = useT();
  const today = useOrgToday();
  const paging = usePagination(query.data ?? []);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);

  const state = renderListState({
    query,
    loading: t('leave.loading'),
    empty: t('leave.noOwn'),
    isEmpty: query.data?.length === 0,
    icon: CalendarX2,
  });
  if (state) return state;

  return (
    <>
      <Table aria-label={t('leave.tableLabel')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('attendance.serial')}</TableHead>
            <TableHead>{t('leave.type')}</TableHead>
            <TableHead>{t('leave.startDate')}</TableHead>
            <TableHead>{t('leave.endDate')}</TableHead>
            <TableHead>{t('leave.status')}</TableHead>
            <TableHead>{t('leave.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {paging.pageRows.map((leave, index) => (
            <TableRow key={leave._id}>
              <TableCell>{paging.offset + index + 1}</TableCell>
              <TableCell className="whitespace-nowrap">
                {translateOr(`leaveType.${leave.type}`, leave.type)}
                <LeaveDaysNote leave={leave} />
              </TableCell>
              <TableCell>{formatDateDMY(leave.startDate)}</TableCell>
              <TableCell>{formatDateDMY(leave.endDate)}</TableCell>
              <TableCell>
                <LeaveStatusBadge status={leave.status} />
                <ApprovalNote leave={leave} />
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-2">
                  {leave.status === 'Rejected' && leave.rejectionReason ? (
                    <ViewCommentButton comment={leave.rejectionReason} />
                  ) : null}
                  {leave.status === 'Cancelled' && leave.cancellationReason ? (
                    <CancellationReasonButton reason={leave.cancellationReason} />
                  ) : null}
                  {canCancel(leave, today) ? (
                    <Button variant="outline" size="sm" onClick={() => setCancelling(leave)}>
                      <Undo2 className="size-4" aria-hidden="true" />
                      {t('leave.cancel')}
                    </Button>
                  ) : null}
                  {!canCancel(leave, today) &&
                  !(leave.status === 'Rejected' && leave.rejectionReason) &&
                  !(leave.status === 'Cancelled' && leave.cancellationReason) ? (
                    <span className="text-muted-foreground">--</span>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination page={paging.page} pageCount={paging.pageCount} onPageChange={paging.setPage} />
      <CancelOwnLeaveDialog userId={userId} leave={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
