import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { APPROVALS_MESSAGES as M, formatDateDMY, LEAVE_MESSAGES, type LeaveRequest } from '@hrms/shared';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { useServerEvent } from '../../../lib/realtime';
import { PENDING_LEAVE_KEY as KEY } from '../standing';
import { PendingItem } from './PendingItem';

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
            <PendingItem
              key={leave._id}
              who={leave.employeeName}
              what={leaveText(leave)}
              onBehalfOf={leave.onBehalfOf}
              messages={LEAVE_MESSAGES}
              approve={() => call('leave', 'approveAsDecider', { params: { id: leave._id } })}
              reject={(reason) =>
                call('leave', 'rejectAsDecider', {
                  params: { id: leave._id },
                  body: { rejectionReason: reason },
                })
              }
              onDone={reload}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function leaveText(leave: LeaveRequest): string {
  const dates =
    leave.startDate === leave.endDate
      ? formatDateDMY(leave.startDate)
      : `${formatDateDMY(leave.startDate)} to ${formatDateDMY(leave.endDate)}`;
  return `${leave.type} · ${dates}${leave.reason ? ` · ${leave.reason}` : ''}`;
}
