import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../../../lib/realtime';
import { leaveKeys } from '../api/keys';

/** Outside the dashboard (the details page): a person's balances refetch when they change. */
export function useBalanceLiveUpdates(personId: string): void {
  const queryClient = useQueryClient();
  const refetch = ({ employeeId }: { employeeId: string }) => {
    if (employeeId === personId) void queryClient.invalidateQueries({ queryKey: leaveKeys.person(personId) });
  };
  useServerEvent('leave_balance_updated', refetch);
  useServerEvent('leave_status_updated', refetch);
}
