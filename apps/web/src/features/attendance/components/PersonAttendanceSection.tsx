import { useMemo } from 'react';
import { CalendarX2 } from 'lucide-react';
import { ATTENDANCE_MESSAGES, monthBefore, type Role } from '@hrms/shared';
import { SectionCard } from '../../../components/ui/section-card';
import { renderListState } from '../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useOrgToday } from '../../../lib/org-clock';
import { useMonthAttendance } from '../api/all-attendance';
import { MyAttendanceTable } from './MyAttendanceTable';
import { AttendanceDayCells } from './AttendanceDayCells';

const DESCRIPTION = 'Days of this month and the last, newest first.';

/**
 * Another person's days for HR and the Admin: this month's and last month's lists of everyone (the
 * staff area's GET .../attendance/all, the same queries Manual Marking reads), narrowed to the person.
 */
function StaffView({ role, personId }: { role: Role; personId: string }) {
  const today = useOrgToday();
  const thisMonth = useMonthAttendance(role, today.slice(0, 7));
  const lastMonth = useMonthAttendance(role, monthBefore(today, 1));
  const rows = useMemo(
    () =>
      [...(thisMonth.data ?? []), ...(lastMonth.data ?? [])]
        .filter((r) => r.employeeId === personId)
        .sort((a, b) => b.date.localeCompare(a.date)),
    [thisMonth.data, lastMonth.data, personId],
  );
  const paging = usePagination(rows, personId);
  const state = renderListState({
    query: [thisMonth, lastMonth],
    loading: 'Loading attendance',
    empty: ATTENDANCE_MESSAGES.noRecords,
    isEmpty: rows.length === 0,
    icon: CalendarX2,
  });
  if (state) return state;
  return (
    <>
      <Table aria-label="Attendance record">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Check-In</TableHead>
            <TableHead>Check-Out</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {paging.pageRows.map((record) => (
            <TableRow key={record._id}>
              <AttendanceDayCells date={record.date} record={record} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination
        page={paging.page}
        pageCount={paging.pageCount}
        onPageChange={paging.setPage}
        label="Attendance pages"
      />
    </>
  );
}

/**
 * The person page's Attendance (issue 40): one's own whole history from one's own area; HR and the Admin
 * the person's last two months. The server decides too (own area: the caller's id only).
 */
export function PersonAttendanceSection({
  personId,
  isOwn,
  viewerRole,
}: {
  personId: string;
  isOwn: boolean;
  viewerRole: Role;
}) {
  return (
    <SectionCard title="Attendance" description={isOwn ? 'Your days, newest first.' : DESCRIPTION}>
      {isOwn ? (
        <MyAttendanceTable role={viewerRole} userId={personId} />
      ) : (
        <StaffView role={viewerRole} personId={personId} />
      )}
    </SectionCard>
  );
}
