import { FilePenLine } from 'lucide-react';
import { CORRECTION_MESSAGES as M } from '@hrms/shared';
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

/** My correction requests with their state, newest first (a rejected one shows why). */
export function MyCorrectionRequests({ userId }: { userId: string }) {
  const query = useMyCorrections(userId);
  const state = renderListState({
    query,
    loading: 'Loading correction requests',
    empty: M.noRequests,
    isEmpty: query.data?.length === 0,
    icon: FilePenLine,
  });
  return (
    <section aria-label="My correction requests" className="grid gap-2 pt-6">
      <h3 className="text-sm font-semibold">My correction requests</h3>
      {state ?? (
        <Table aria-label="My correction requests">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Asked</TableHead>
              <TableHead>Reason</TableHead>
              <TableHead>State</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(query.data ?? []).map((c) => (
              <TableRow key={c._id}>
                <TableCell className="whitespace-nowrap">{formatDateDMY(c.date)}</TableCell>
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
