import { useState } from 'react';
import { FilePenLine } from 'lucide-react';
import { correctionWindow, type AttendanceRecord, type Role } from '@hrms/shared';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { formatDateDMY } from '../../../../lib/format';
import { useOrgToday } from '../../../../lib/org-clock';
import { useCorrectionLimits } from '../../api/correction-limits';
import { useMyCorrections } from '../../api/my-corrections';
import { MyAttendanceTable } from '../MyAttendanceTable';
import { MyCorrectionRequests } from './MyCorrectionRequests';
import { RequestCorrectionDialog, type CorrectionTarget } from './RequestCorrectionDialog';
import { useT } from '../../../../lib/i18n/app';
import { toDigits } from '../../../../lib/i18n/format';

/**
 * My Attendance with corrections: the 'Request correction' button above the table (any day in the window,
 * also one without a row), on each row its own button, its pending request or the 'Corrected' mark, and
 * my requests below. One dialog serves them all.
 */
export function MyAttendanceWithCorrections({ role, userId }: { role: Role; userId: string }) {
  const { t, digits } = useT();
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  const today = useOrgToday();
  const limits = useCorrectionLimits().data;
  const mine = useMyCorrections(userId).data;
  const range = limits ? correctionWindow(today, limits) : null;
  const pendingDates = new Set(mine?.filter((c) => c.state === 'Pending').map((c) => c.date));

  const rowAction = (record: AttendanceRecord) => (
    <div className="flex flex-wrap items-center gap-2">
      {record.corrected ? <Badge variant="secondary">{t('corr.corrected')}</Badge> : null}
      {pendingDates.has(record.date) ? (
        <Badge variant="warning">{t('corr.pending')}</Badge>
      ) : range && record.date >= range.from && record.date <= range.to ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('corr.requestFor', { date: toDigits(formatDateDMY(record.date), digits) })}
          onClick={() => setTarget({ date: record.date, record })}
        >
          {t('corr.request')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <>
      <div className="flex justify-end pb-3">
        <Button variant="outline" onClick={() => setTarget({})}>
          <FilePenLine className="size-4" aria-hidden="true" />
          {t('corr.request')}
        </Button>
      </div>
      <MyAttendanceTable role={role} userId={userId} rowAction={rowAction} />
      <MyCorrectionRequests userId={userId} />
      <RequestCorrectionDialog userId={userId} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
