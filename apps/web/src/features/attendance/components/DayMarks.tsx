import { Badge } from '../../../components/ui/badge';
import { formatHoursMinutes } from '../../../lib/format';

/** What the work calendar adds to an attendance row (issue 19); both absent on rows made before it. */
export interface DayMarksRecord {
  late?: boolean;
  workedMinutes?: number | null;
}

/** 'Late' beside the check-in: checked in after the shift's start plus its grace. */
export function LateMark({ record }: { record: DayMarksRecord | null | undefined }) {
  if (!record?.late) return null;
  return (
    <>
      {' '}
      <Badge variant="warning" className="ml-1 px-1.5 py-0 align-middle">
        Late
      </Badge>
    </>
  );
}

/** Worked hours ('8h 05m') beside the check-out, once the person has punched out. */
export function WorkedHours({ record }: { record: DayMarksRecord | null | undefined }) {
  const minutes = record?.workedMinutes;
  if (minutes == null) return null;
  return (
    <>
      {' '}
      <span className="block text-xs text-muted-foreground" title="Worked hours">
        <span className="sr-only">Worked </span>
        {formatHoursMinutes(minutes)}
      </span>
    </>
  );
}
