import { useMemo, useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import { datesBetween, monthBefore, monthStart, type EmployeeListItem, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateDMY } from '../../../lib/format';
import { useOrgToday } from '../../../lib/org-clock';
import { useMonthAttendance } from '../api/all-attendance';
import { EmployeePicker } from './EmployeePicker';
import { renderListState } from '../../../components/ui/list-state';
import { MarkAttendanceDialog, type MarkTarget } from './MarkAttendanceDialog';
import { AttendanceDayCells } from './AttendanceDayCells';

/** Days a person can be marked for: the 1st of last month up to today (never the future), newest first. */
export function markableDates(today: string): string[] {
  return datesBetween(monthStart(today, 1), today).reverse();
}

/** Manual Marking: pick a person, see their days newest first, Mark opens the status dialog. */
export function ManualMarking({ role }: { role: Role }) {
  const today = useOrgToday();
  const [person, setPerson] = useState<EmployeeListItem | null>(null);
  const [target, setTarget] = useState<MarkTarget | null>(null);
  const thisMonth = useMonthAttendance(role, today.slice(0, 7));
  const lastMonth = useMonthAttendance(role, monthBefore(today, 1));

  const rows = useMemo(() => {
    if (!person) return [];
    const byDate = new Map(
      [...(thisMonth.data ?? []), ...(lastMonth.data ?? [])]
        .filter((r) => r.employeeId === person._id)
        .map((r) => [r.date, r]),
    );
    return markableDates(today).map((date) => ({ date, record: byDate.get(date) ?? null }));
  }, [person, thisMonth.data, lastMonth.data, today]);
  const paging = usePagination(rows, person?._id ?? null);

  return (
    <div className="grid gap-4">
      <EmployeePicker role={role} selected={person} onSelect={setPerson} />
      {!person
        ? null
        : (renderListState({
            query: [thisMonth, lastMonth],
            loading: 'Loading attendance',
            icon: CalendarX2,
          }) ?? (
            <>
              <Table aria-label={`Attendance of ${person.name}`}>
                <TableHeader>
                  <TableRow>
                    <TableHead>S.No</TableHead>
                    <TableHead>Date</TableHead>
                    <TableHead>Check-In</TableHead>
                    <TableHead>Check-Out</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Action</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {paging.pageRows.map(({ date, record }, index) => (
                    <TableRow key={date}>
                      <TableCell>{paging.offset + index + 1}</TableCell>
                      <AttendanceDayCells date={date} record={record} />
                      <TableCell>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Mark ${formatDateDMY(date)}`}
                          onClick={() =>
                            setTarget({
                              employeeId: person._id,
                              employeeName: person.name,
                              date,
                              current: record?.status ?? null,
                            })
                          }
                        >
                          Mark
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pagination
                page={paging.page}
                pageCount={paging.pageCount}
                onPageChange={paging.setPage}
                label="Manual marking pages"
              />
            </>
          ))}
      <MarkAttendanceDialog role={role} target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
