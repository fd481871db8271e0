import { useMemo, useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import { ATTENDANCE_STATUSES, matchesSheetSearch, monthBounds } from '@hrms/shared';
import { ExportButtons } from '../../../components/export-buttons';
import {
  cutQuery,
  StructureCutFilters,
  SubtotalsTables,
  useStructured,
  type StructureCut,
} from '../../../components/structure-cut';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Pagination, usePagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { callPath } from '../../../lib/api-client';
import { formatDateDMY } from '../../../lib/format';
import { useOrgToday } from '../../../lib/org-clock';
import { usePublicHolidays } from '../../../lib/work-calendar';
import { useAttendanceSheet } from '../api/attendance-sheet';
import { renderListState } from '../../../components/ui/list-state';

const TONE: Record<string, string> = {
  Present: 'text-success',
  'Punched In': 'text-primary',
  Absent: 'text-destructive',
};

/** The statuses the subtotals show, in the sheet's order (only those the month has). */
const SUBTOTAL_STATUSES = ATTENDANCE_STATUSES;

/** A public holiday's column: a pale tint, named in its header. */
const HOLIDAY_COLUMN = 'bg-destructive/5';

/** Admin's grid: employees (name and id) x every date of a month, '--' where there is no row. */
export function AttendanceSheet() {
  const today = useOrgToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [search, setSearch] = useState('');
  const [cut, setCut] = useState<StructureCut>({});
  const structured = useStructured();
  const cutParams = cutQuery(cut, structured);
  const query = useAttendanceSheet(month, cutParams);
  const needle = search.trim().toLowerCase();
  // The same match as the server's export, so the file holds exactly the rows on screen (all pages).
  const rows = useMemo(
    () => (query.data?.rows ?? []).filter((r) => matchesSheetSearch(r, needle)),
    [query.data, needle],
  );
  const paging = usePagination(rows, `${month}|${needle}`);
  const dates = query.data?.dates ?? [];
  // Public holidays mark their columns (the sheet's answer may carry the days later; docs/work-calendar.md).
  const bounds = monthBounds(month);
  const holidays = usePublicHolidays(bounds.first, bounds.last);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <div className="grid w-44 gap-1.5">
          <Label htmlFor="sheet-month">Month</Label>
          <Input
            id="sheet-month"
            type="month"
            value={month}
            max={today.slice(0, 7)}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
          />
        </div>
        <div className="grid w-full gap-1.5 sm:w-64">
          <Label htmlFor="sheet-search">Employee</Label>
          <Input
            id="sheet-search"
            type="search"
            placeholder="Search by name or ID"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <StructureCutFilters id="sheet" value={cut} onChange={setCut} />
        <div className="flex items-end">
          <ExportButtons
            label="attendance sheet"
            fallbackName={`attendance-sheet-${month}`}
            pathFor={(format) =>
              callPath('attendance', 'sheetExport', {
                // A search narrows the file to the rows on screen, which show no subtotals either.
                query: {
                  format,
                  month,
                  search: search.trim() || undefined,
                  ...cutQuery(cut, structured && !needle),
                },
              })
            }
          />
        </div>
      </div>
      {renderListState({
        query,
        loading: 'Loading attendance sheet',
        empty: 'No employees found.',
        isEmpty: rows.length === 0,
        icon: CalendarX2,
      }) ?? (
        <>
          <Table aria-label="Attendance sheet" className="text-xs" stack={false}>
            <TableHeader>
              <TableRow>
                <TableHead className="sticky left-0 z-10 bg-card">Employee</TableHead>
                {dates.map((date) => {
                  const holiday = holidays.get(date);
                  return (
                    <TableHead
                      key={date}
                      className={`px-2 text-center ${holiday ? HOLIDAY_COLUMN : ''}`}
                      title={
                        holiday ? `${formatDateDMY(date)}: ${holiday.name} (holiday)` : formatDateDMY(date)
                      }
                    >
                      {formatDateDMY(date).slice(0, 5)}
                      {holiday ? (
                        <>
                          <span
                            aria-hidden="true"
                            className="block text-[0.65rem] font-normal text-[oklch(0.47_0.19_27)]"
                          >
                            Holiday
                          </span>
                          <span className="sr-only">Holiday: {holiday.name}</span>
                        </>
                      ) : null}
                    </TableHead>
                  );
                })}
              </TableRow>
            </TableHeader>
            <TableBody>
              {paging.pageRows.map((row) => (
                <TableRow key={row.employeeId}>
                  <TableCell className="sticky left-0 z-10 min-w-36 bg-card">
                    <span className="block font-medium whitespace-nowrap">{row.employeeName}</span>
                    <span className="text-muted-foreground">{row.employeeCode}</span>
                  </TableCell>
                  {dates.map((date) => {
                    const status = row.attendance[date];
                    return (
                      <TableCell
                        key={date}
                        className={`px-2 text-center whitespace-nowrap ${status ? (TONE[status] ?? '') : 'text-muted-foreground'} ${holidays.has(date) ? HOLIDAY_COLUMN : ''}`}
                      >
                        {status ?? '--'}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            page={paging.page}
            pageCount={paging.pageCount}
            onPageChange={paging.setPage}
            label="Attendance sheet pages"
          />
          <SubtotalsTables
            subtotals={needle ? undefined : query.data?.subtotals}
            columns={SUBTOTAL_STATUSES.filter((status) =>
              [...(query.data?.subtotals?.locations ?? [])].some((g) => g.totals[status]),
            ).map((status) => ({ key: status, header: status }))}
          />
        </>
      )}
    </div>
  );
}
