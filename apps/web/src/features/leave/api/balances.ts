import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** GET /api/employees/{id}/leave-balances?year=: the person's balance per type (the current leave year by default). */
export const leaveBalancesQuery = (personId: string, year?: number) =>
  queryOptions({
    queryKey: leaveKeys.balances(personId, year),
    queryFn: ({ signal }) =>
      call('leavePolicy', 'balances', { params: { id: personId }, query: { year }, signal }),
  });

export function useLeaveBalances(personId: string, year?: number) {
  return useQuery(leaveBalancesQuery(personId, year));
}

/** GET /api/employees/{id}/leave-ledger?year=: every change to the person's balances, oldest first. */
export function useLeaveLedger(personId: string, year: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.ledger(personId, year),
    queryFn: ({ signal }) =>
      call('leavePolicy', 'ledger', { params: { id: personId }, query: { year }, signal }),
    enabled,
  });
}
