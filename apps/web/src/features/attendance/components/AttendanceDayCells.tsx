import { WORK_MODE_LABELS } from '@hrms/shared';
import { TableCell } from '../../../components/ui/table';
import { formatDateDMY, formatTime12h } from '../../../lib/format';
import { LateMark, WorkedHours, type DayMarksRecord } from './DayMarks';
import { AttendanceStatusBadge } from './StatusBadge';

interface DayRecord extends DayMarksRecord {
  checkIn: string;
  checkOut: string;
  status: string;
  /** The office the punch-in came from (punch places), when locations are set. */
  place?: string | null;
  /** An approved on-duty / work-from-home day (issue 45); absent otherwise. */
  mode?: 'on-duty' | 'wfh';
}

/**
 * The Date, Check-In, Check-Out and Status cells that every attendance table shows the same way
 * (DD/MM/YYYY, 12-hour times, '--' when absent), with the 'Late' mark beside the check-in and the worked
 * hours under the check-out (issue 19). Manual Marking also lists days with no record yet.
 */
export function AttendanceDayCells({ date, record }: { date: string; record: DayRecord | null | undefined }) {
  return (
    <>
      <TableCell>{formatDateDMY(date)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {formatTime12h(record?.checkIn ?? '--')}
        <LateMark record={record} />
        {record?.place ? (
          <span className="block text-xs text-muted-foreground" title="Punched in at">
            {record.place}
          </span>
        ) : null}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatTime12h(record?.checkOut ?? '--')}
        <WorkedHours record={record} />
      </TableCell>
      <TableCell>
        {record ? (
          <>
            <AttendanceStatusBadge status={record.status} />
            {record.mode ? (
              <span className="block text-xs text-muted-foreground" data-testid="work-mode">
                {WORK_MODE_LABELS[record.mode]}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-muted-foreground">Not Marked</span>
        )}
      </TableCell>
    </>
  );
}
