import { FilePenLine } from 'lucide-react';
import { renderListState } from '../../../../components/ui/list-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateDMY } from '../../../../lib/format';
import { useMyCorrections } from '../../api/my-corrections';
import { askedText } from './correction-text';
import { ApprovalNote } from '../../../../components/approval-note';
import { CorrectionStateBadge } from './CorrectionStateBadge';
import { useT } from '../../../../lib/i18n/app';
import { toDigits } from '../../../../lib/i18n/format';

/** My correction requests with their state, newest first (a rejected one shows why). */
export function MyCorrectionRequests({ userId }: { userId: string }) {
  const { t, digits } = useT();
  const query = useMyCorrections(userId);
  const state = renderListState({
    query,
    loading: t('corr.loading'),
    empty: t('corr.none'),
    isEmpty: query.data?.length === 0,
    icon: FilePenLine,
  });
  return (
    <section aria-label={t('corr.mine')} className="grid gap-2 pt-6">
      <h3 className="text-sm font-semibold">{t('corr.mine')}</h3>
      {state ?? (
        <Table aria-label={t('corr.mine')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('corr.date')}</TableHead>
              <TableHead>{t('corr.asked')}</TableHead>
              <TableHead>{t('corr.reason')}</TableHead>
              <TableHead>{t('corr.state')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(query.data ?? []).map((c) => (
              <TableRow key={c._id}>
                <TableCell className="whitespace-nowrap">{toDigits(formatDateDMY(c.date), digits)}</TableCell>
                <TableCell className="whitespace-nowrap">{askedText(c)}</TableCell>
                <TableCell className="max-w-64 min-w-40 break-words">{c.reason}</TableCell>
                <TableCell>
                  <div className="grid gap-1">
                    <CorrectionStateBadge state={c.state} />
                    {c.state === 'Rejected' && c.decisionReason ? (
                      <span className="text-xs text-muted-foreground">{c.decisionReason}</span>
                    ) : null}
                    <ApprovalNote pending={c.state === 'Pending'} approval={c} />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
