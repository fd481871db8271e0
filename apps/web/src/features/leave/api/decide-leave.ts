import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LeaveRequest, Role } from '@hrms/shared';
import { leaveKeys } from './keys';

/**
 * Shared by the approve and reject mutations: the decided request replaces its row in place; after a
 * refusal (someone else decided first) the list is reloaded so the row shows what really happened.
 */
export function useDecisionCache(role: Role) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (decided: LeaveRequest) => {
      replaceDecided(queryClient, role, decided);
      // An approval takes from the person's balance and shows on the team calendar.
      void queryClient.invalidateQueries({ queryKey: leaveKeys.person(decided.employeeId) });
      void queryClient.invalidateQueries({ queryKey: ['leave', 'calendar'] });
      // A rejection gives back the sandwiched days its neighbours held (issue 40): their rows change too.
      if (decided.status === 'Rejected')
        void queryClient.invalidateQueries({ queryKey: leaveKeys.approvers(role) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: leaveKeys.approvers(role) }),
  };
}

export function replaceDecided(queryClient: QueryClient, role: Role, decided: LeaveRequest): void {
  queryClient.setQueryData<LeaveRequest[]>(leaveKeys.approvers(role), (list) =>
    list?.map((leave) => (leave._id === decided._id ? decided : leave)),
  );
}
