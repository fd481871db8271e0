import { useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import { ATTENDANCE_MESSAGES, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Pagination } from '../../../components/ui/pagination';
import { useSettledText } from '../../../lib/server-pages';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useAllAttendancePages } from '../api/all-attendance';
import type { DayFilter } from '../api/keys';
import { renderListState } from '../../../components/ui/list-state';
import { AttendanceDayCells } from './AttendanceDayCells';

export function DayToggle({ value, onChange }: { value: DayFilter; onChange: (value: DayFilter) => void }) {
  return (
    <div
      role="group"
      aria-label="Show attendance for"
      className="inline-flex rounded-md border bg-muted p-0.5"
    >
      {(['all', 'today'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={value === option ? 'default' : 'ghost'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {option === 'all' ? 'All' : 'Today'}
        </Button>
      ))}
    </div>
  );
}

/**
 * All User Attendance: All (this month) / Today; S.No, User, Role, Date, Check-In, Check-Out, Status.
 * Paged and searched by the server (docs/paging.md): 10 rows a page, so no answer grows with the organisation.
 */
export function AllUserAttendance({ role }: { role: Role }) {
  const [filter, setFilter] = useState<DayFilter>('all');
  const [search, setSearch] = useState('');
  const q = useSettledText(search);
  const paging = useAllAttendancePages(role, filter, q);
  const { query } = paging;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <DayToggle value={filter} onChange={setFilter} />
        <div className="grid w-full gap-1.5 sm:w-64">
          <Label htmlFor="all-attendance-search">Search</Label>
          <Input
            id="all-attendance-search"
            type="search"
            placeholder="Name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      {renderListState({
        query,
        loading: 'Loading attendance',
        empty: ATTENDANCE_MESSAGES.noRecords,
        isEmpty: paging.total === 0,
        icon: CalendarX2,
      }) ?? (
        <>
          <Table aria-label="All user attendance">
            <TableHeader>
              <TableRow>
                <TableHead>S.No</TableHead>
                <TableHead>User</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Check-In</TableHead>
                <TableHead>Check-Out</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {paging.pageRows.map((row, index) => (
                <TableRow key={row._id}>
                  <TableCell>{paging.offset + index + 1}</TableCell>
                  <TableCell className="font-medium whitespace-nowrap">{row.employeeName}</TableCell>
                  <TableCell>{row.role}</TableCell>
                  <AttendanceDayCells date={row.date} record={row} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            page={paging.page}
            pageCount={paging.pageCount}
            onPageChange={paging.setPage}
            label="All user attendance pages"
          />
        </>
      )}
    </div>
  );
}
