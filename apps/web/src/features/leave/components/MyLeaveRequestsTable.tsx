import { CalendarX2 } from 'lucide-react';
import { LEAVE_MESSAGES } from '@hrms/shared';
import { renderListState } from '../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateDMY } from '../../../lib/format';
import { useMyLeaves } from '../api/my-leaves';
import { ViewCommentButton } from './AdminCommentDialog';
import { LeaveStatusBadge } from './LeaveStatusBadge';

/** My own requests: S.No, Type, Start Date, End Date, Status, Actions (spec section 2). */
export function MyLeaveRequestsTable({ userId }: { userId: string }) {
  const query = useMyLeaves(userId);
  const paging = usePagination(query.data ?? []);

  const state = renderListState({
    query,
    loading: 'Loading leave requests',
    empty: LEAVE_MESSAGES.noOwn,
    isEmpty: query.data?.length === 0,
    icon: CalendarX2,
  });
  if (state) return state;

  return (
    <>
      <Table aria-label="My leave requests">
        <TableHeader>
          <TableRow>
            <TableHead>S.No</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Start Date</TableHead>
            <TableHead>End Date</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {paging.pageRows.map((leave, index) => (
            <TableRow key={leave._id}>
              <TableCell>{paging.offset + index + 1}</TableCell>
              <TableCell className="whitespace-nowrap">{leave.type}</TableCell>
              <TableCell>{formatDateDMY(leave.startDate)}</TableCell>
              <TableCell>{formatDateDMY(leave.endDate)}</TableCell>
              <TableCell>
                <LeaveStatusBadge status={leave.status} />
              </TableCell>
              <TableCell>
                {leave.status === 'Rejected' && leave.rejectionReason ? (
                  <ViewCommentButton comment={leave.rejectionReason} />
                ) : (
                  <span className="text-muted-foreground">--</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination page={paging.page} pageCount={paging.pageCount} onPageChange={paging.setPage} />
    </>
  );
}
