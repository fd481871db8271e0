import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeavePoliciesBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** GET /api/leave-policies: each type's policy and the leave year (any signed-in user). */
export function useLeavePolicies() {
  return useQuery({
    queryKey: leaveKeys.policies,
    queryFn: ({ signal }) => call('leavePolicy', 'getPolicies', { signal }),
  });
}

/** PUT /api/leave-policies (Admin): all four types and the leave year at once. */
export function useSaveLeavePolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leave', 'policies', 'save'],
    mutationFn: (body: LeavePoliciesBody) => call('leavePolicy', 'putPolicies', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(leaveKeys.policies, saved);
      // Quotas changed: every balance shown may read differently now.
      void queryClient.invalidateQueries({ queryKey: ['leave', 'person'] });
    },
  });
}
