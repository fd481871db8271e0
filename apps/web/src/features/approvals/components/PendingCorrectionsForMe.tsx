import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePenLine } from 'lucide-react';
import { APPROVALS_MESSAGES as M, CORRECTION_MESSAGES, formatDateDMY, type Correction } from '@hrms/shared';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { useServerEvent } from '../../../lib/realtime';
import { PENDING_CORRECTIONS_KEY } from '../standing';
import { PendingItem } from './PendingItem';

/** 'Correct 18/11/2026: In 09:30 · Forgot to punch': the day, what is asked, and why. */
function correctionText(c: Correction): string {
  const asked = [c.checkIn ? `In ${c.checkIn}` : null, c.checkOut ? `Out ${c.checkOut}` : null, c.status]
    .filter(Boolean)
    .join(', ');
  return `Correct ${formatDateDMY(c.date)}: ${asked} · ${c.reason}`;
}

/**
 * Attendance corrections waiting for the viewer as a requester's manager or that manager's delegate (issue
 * 42), beside the leave requests; the same approve / reject item. Live: a new request or a decision reloads it.
 */
export function PendingCorrectionsForMe() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PENDING_CORRECTIONS_KEY,
    queryFn: ({ signal }) => call('attendance', 'pendingCorrectionsForMe', { signal }),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: PENDING_CORRECTIONS_KEY });
  useServerEvent('correction_requested', reload);
  useServerEvent('correction_decided', reload);
  const items = query.data ?? [];
  return (
    <SectionCard
      title="Corrections pending for me"
      description="Attendance corrections from your team waiting for your decision."
    >
      {renderListState({
        query,
        loading: 'Loading corrections waiting for you',
        failed: 'Could not load the corrections waiting for you.',
        empty: M.noPendingForMe,
        isEmpty: items.length === 0,
        icon: FilePenLine,
      }) ?? (
        <ul className="divide-y" aria-label="Corrections waiting for me">
          {items.map((c) => (
            <PendingItem
              key={c._id}
              who={c.employeeName}
              what={correctionText(c)}
              onBehalfOf={c.onBehalfOf}
              messages={CORRECTION_MESSAGES}
              approve={() => call('attendance', 'approveCorrectionAsDecider', { params: { id: c._id } })}
              reject={(reason) =>
                call('attendance', 'rejectCorrectionAsDecider', { params: { id: c._id }, body: { reason } })
              }
              onDone={reload}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
