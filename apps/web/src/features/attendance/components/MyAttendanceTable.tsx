import type { ReactNode } from 'react';
import { CalendarX2 } from 'lucide-react';
import { ATTENDANCE_MESSAGES, type AttendanceRecord, type Role } from '@hrms/shared';
import { renderListState } from '../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useMyAttendance } from '../api/my-attendance';
import { AttendanceDayCells } from './AttendanceDayCells';

/**
 * My records: S.No, Date, Check-In, Check-Out, Status (spec section 2), newest first; `rowAction` adds a
 * Correction column (the corrections' button or mark for the row).
 */
export function MyAttendanceTable({
  role,
  userId,
  rowAction,
}: {
  role: Role;
  userId: string;
  rowAction?: (record: AttendanceRecord) => ReactNode;
}) {
  const query = useMyAttendance(role, userId);
  const paging = usePagination(query.data ?? []);

  const state = renderListState({
    query,
    loading: 'Loading attendance',
    empty: ATTENDANCE_MESSAGES.noRecords,
    isEmpty: query.data?.length === 0,
    icon: CalendarX2,
  });
  if (state) return state;

  return (
    <>
      <Table aria-label="My attendance record">
        <TableHeader>
          <TableRow>
            <TableHead>S.No</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Check-In</TableHead>
            <TableHead>Check-Out</TableHead>
            <TableHead>Status</TableHead>
            {rowAction ? <TableHead>Correction</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {paging.pageRows.map((row, index) => (
            <TableRow key={row._id}>
              <TableCell>{paging.offset + index + 1}</TableCell>
              <AttendanceDayCells date={row.date} record={row} />
              {rowAction ? <TableCell>{rowAction(row)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination
        page={paging.page}
        pageCount={paging.pageCount}
        onPageChange={paging.setPage}
        label="My attendance pages"
      />
    </>
  );
}
