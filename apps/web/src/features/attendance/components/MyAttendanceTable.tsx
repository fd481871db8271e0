import type { ReactNode } from 'react';
import { CalendarX2 } from 'lucide-react';
import type { AttendanceRecord, Role } from '@hrms/shared';
import { renderListState } from '../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useMyAttendance } from '../api/my-attendance';
import { AttendanceDayCells } from './AttendanceDayCells';
import { useT } from '../../../lib/i18n/app';

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
  const { t } = useT();
  const paging = usePagination(query.data ?? []);

  const state = renderListState({
    query,
    loading: t('attendance.loading'),
    empty: t('attendance.noRecords'),
    isEmpty: query.data?.length === 0,
    icon: CalendarX2,
  });
  if (state) return state;

  return (
    <>
      <Table aria-label={t('attendance.tableLabel')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('attendance.serial')}</TableHead>
            <TableHead>{t('attendance.date')}</TableHead>
            <TableHead>{t('attendance.checkIn')}</TableHead>
            <TableHead>{t('attendance.checkOut')}</TableHead>
            <TableHead>{t('attendance.status')}</TableHead>
            {rowAction ? <TableHead>{t('attendance.correction')}</TableHead> : null}
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
        label={t('attendance.pages')}
      />
    </>
  );
}
