import { useState } from 'react';
import { Check, FilePenLine, X } from 'lucide-react';
import {
  CORRECTION_MESSAGES as M,
  CORRECTION_STATES,
  type Correction,
  type CorrectionState,
  type Role,
} from '@hrms/shared';
import { LockedMonthNote, OwnRowNote } from '../../../../components/queue-notes';
import { Button } from '../../../../components/ui/button';
import { renderListState } from '../../../../components/ui/list-state';
import { Pagination, usePagination } from '../../../../components/ui/pagination';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateDMY } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useApproveCorrection } from '../../api/decide-correction';
import { useCorrectionQueue } from '../../api/correction-queue';
import { askedText, dayText } from './correction-text';
import { ApprovalNote } from '../../../../components/approval-note';
import { CorrectionStateBadge } from './CorrectionStateBadge';
import { RejectCorrectionDialog } from './RejectCorrectionDialog';

/**
 * The approvers' queue: pending requests (Approve / Reject), or the decided ones for reference. One's own
 * shows a note (four-eyes, unless one is the only approver); a day in a finalised payroll month shows the
 * way to reopen it instead of Approve (issue 40), Reject staying.
 */
export function CorrectionQueue({ userId, role }: { userId: string; role: Role }) {
  const [state, setState] = useState<CorrectionState>('Pending');
  const query = useCorrectionQueue(state);
  const approve = useApproveCorrection();
  const [rejecting, setRejecting] = useState<Correction | null>(null);
  const paging = usePagination(query.data ?? []);

  const onApprove = (correction: Correction) =>
    approve.mutate(correction._id, {
      onSuccess: () => toast.success(M.approved),
      onError: (error) => {
        console.error('Correction approval failed', error);
        toast.error(M.approveFailed, { description: error.message });
      },
    });

  const list = renderListState({
    query,
    loading: 'Loading correction requests',
    empty: state === 'Pending' ? M.noPending : M.noRequests,
    isEmpty: query.data?.length === 0,
    icon: FilePenLine,
  });

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor="correction-state" className="text-sm text-muted-foreground">
          Show
        </label>
        <Select value={state} onValueChange={(next) => setState(next as CorrectionState)}>
          <SelectTrigger id="correction-state" aria-label="Show requests" className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CORRECTION_STATES.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {list ?? (
        <>
          <Table aria-label="Correction requests">
            <TableHeader>
              <TableRow>
                <TableHead>Employee</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>{state === 'Approved' ? 'Was' : 'Now'}</TableHead>
                <TableHead>Asked</TableHead>
                <TableHead>Reason</TableHead>
                <TableHead>{state === 'Pending' ? 'Actions' : 'Decision'}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {paging.pageRows.map((c) => {
                const approving = approve.isPending && approve.variables === c._id;
                return (
                  <TableRow key={c._id}>
                    <TableCell className="whitespace-nowrap">
                      <div className="font-medium">{c.employeeName}</div>
                      <div className="text-xs text-muted-foreground">{c.employeeCode}</div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateDMY(c.date)}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {dayText(c.state === 'Approved' ? c.before : c.current)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{askedText(c)}</TableCell>
                    <TableCell className="max-w-64 min-w-40 break-words">
                      {c.reason}
                      <ApprovalNote pending={c.state === 'Pending'} approval={c} />
                    </TableCell>
                    <TableCell>
                      {c.state !== 'Pending' ? (
                        <div className="grid gap-1">
                          <CorrectionStateBadge state={c.state} />
                          <span className="text-xs text-muted-foreground">
                            {[c.decidedByName, c.decisionReason].filter(Boolean).join(': ')}
                          </span>
                        </div>
                      ) : c.employeeId === userId && c.selfDecision !== 'sole-approver' ? (
                        <OwnRowNote selfDecision={c.selfDecision} />
                      ) : (
                        <div className="flex flex-wrap items-center gap-2">
                          {c.employeeId === userId ? <OwnRowNote selfDecision={c.selfDecision} /> : null}
                          {c.lockedMonth ? (
                            <LockedMonthNote lockedMonth={c.lockedMonth} role={role} />
                          ) : (
                            <Button
                              size="sm"
                              loading={approving}
                              disabled={approve.isPending}
                              aria-label={`Approve correction for ${c.employeeName}, ${formatDateDMY(c.date)}`}
                              onClick={() => onApprove(c)}
                            >
                              {approving ? null : <Check className="size-4" aria-hidden="true" />}
                              Approve
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="destructive"
                            disabled={approving}
                            aria-label={`Reject correction for ${c.employeeName}, ${formatDateDMY(c.date)}`}
                            onClick={() => setRejecting(c)}
                          >
                            <X className="size-4" aria-hidden="true" />
                            Reject
                          </Button>
                        </div>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pagination
            page={paging.page}
            pageCount={paging.pageCount}
            onPageChange={paging.setPage}
            label="Correction request pages"
          />
        </>
      )}
      <RejectCorrectionDialog correction={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
