import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { APPROVALS_MESSAGES as M, formatDateDMY, LEAVE_MESSAGES, type LeaveRequest } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { useServerEvent } from '../../../lib/realtime';
import { toast } from '../../../lib/toast';

const KEY = ['approvals', 'pending-for-me'] as const;

/**
 * "Pending for me" (issue 42): the leave requests waiting for the viewer as a requester's manager or that
 * manager's delegate, with approve and reject (a reason) that fit a 360 px screen. Live: a new request or a
 * decision reloads it.
 */
export function PendingForMe() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call('leave', 'pendingForMe', { signal }),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: KEY });
  useServerEvent('new_leave_request', reload);
  useServerEvent('leave_status_updated', reload);
  const items = query.data ?? [];
  return (
    <SectionCard
      title="Pending for me"
      description="Leave requests from your team waiting for your decision."
    >
      {renderListState({
        query,
        loading: 'Loading requests waiting for you',
        failed: 'Could not load the requests waiting for you.',
        empty: M.noPendingForMe,
        isEmpty: items.length === 0,
        icon: Inbox,
      }) ?? (
        <ul className="divide-y" aria-label="Requests waiting for me">
          {items.map((leave) => (
            <PendingItem key={leave._id} leave={leave} onDone={reload} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function PendingItem({ leave, onDone }: { leave: LeaveRequest; onDone: () => void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const approve = useMutation({
    mutationFn: () => call('leave', 'approveAsDecider', { params: { id: leave._id } }),
    onSuccess: () => {
      toast.success(LEAVE_MESSAGES.approved);
      onDone();
    },
    onError: () => toast.error(LEAVE_MESSAGES.approveFailed),
  });
  const reject = useMutation({
    mutationFn: () =>
      call('leave', 'rejectAsDecider', { params: { id: leave._id }, body: { rejectionReason: reason } }),
    onSuccess: () => {
      toast.success(LEAVE_MESSAGES.rejected);
      onDone();
    },
    onError: () => toast.error(LEAVE_MESSAGES.rejectFailed),
  });
  const dates =
    leave.startDate === leave.endDate
      ? formatDateDMY(leave.startDate)
      : `${formatDateDMY(leave.startDate)} to ${formatDateDMY(leave.endDate)}`;
  return (
    <li className="grid gap-2 py-3" data-testid="pending-for-me">
      <div className="min-w-0">
        <p className="text-sm font-medium">{leave.employeeName}</p>
        <p className="text-xs text-muted-foreground">
          {leave.type} · {dates}
          {leave.reason ? ` · ${leave.reason}` : ''}
        </p>
      </div>
      {rejecting ? (
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) reject.mutate();
            else toast.error(LEAVE_MESSAGES.rejectionEmpty);
          }}
        >
          <Input
            aria-label={`Reason for rejecting ${leave.employeeName}'s request`}
            className="min-w-0 flex-1"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" size="sm" variant="destructive" disabled={reject.isPending}>
            Confirm reject
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => approve.mutate()} disabled={approve.isPending}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}
