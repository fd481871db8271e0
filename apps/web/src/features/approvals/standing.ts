import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

export const PENDING_LEAVE_KEY = ['approvals', 'pending-for-me'] as const;
export const PENDING_CORRECTIONS_KEY = ['approvals', 'pending-corrections-for-me'] as const;

/**
 * Whether anything waits for the viewer as a manager or a manager's delegate (issue 42): a delegate who
 * manages nobody still needs My Team to decide what was handed to them. The same queries as the queues, so
 * a new request (live) or a decision updates both.
 */
export function useApprovalsWaiting(enabled: boolean): boolean {
  const leave = useQuery({
    queryKey: PENDING_LEAVE_KEY,
    queryFn: ({ signal }) => call('leave', 'pendingForMe', { signal }),
    enabled,
  });
  const corrections = useQuery({
    queryKey: PENDING_CORRECTIONS_KEY,
    queryFn: ({ signal }) => call('attendance', 'pendingCorrectionsForMe', { signal }),
    enabled,
  });
  return (leave.data?.length ?? 0) + (corrections.data?.length ?? 0) > 0;
}
