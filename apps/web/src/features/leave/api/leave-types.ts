import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** GET /api/leave-types (anyone signed in): the spec's four and custom ones, retired ones flagged. */
export function useLeaveTypes() {
  return useQuery({
    queryKey: leaveKeys.types,
    queryFn: ({ signal }) => call('leavePolicy', 'leaveTypes', { signal }),
  });
}

/** After a change to the types: the list, the policies (a new type has one) and balances read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: leaveKeys.types });
    void queryClient.invalidateQueries({ queryKey: leaveKeys.policies });
    void queryClient.invalidateQueries({ queryKey: ['leave', 'person'] });
  };
}

/** POST /api/admin/leave-types (Admin): a custom type, optionally with its quota, accrual and carry-forward. */
export function useCreateLeaveType() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationKey: ['leave', 'types', 'create'],
    mutationFn: (body: RequestBody<'leavePolicy', 'createLeaveType'>) =>
      call('leavePolicy', 'createLeaveType', { body }),
    onSuccess,
  });
}

/** PUT /api/admin/leave-types/{code}/archive (Admin): retire a custom type or bring it back. */
export function useArchiveLeaveType() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationKey: ['leave', 'types', 'archive'],
    mutationFn: ({ code, archived }: { code: string; archived: boolean }) =>
      call('leavePolicy', 'archiveLeaveType', { params: { code }, body: { archived } }),
    onSuccess,
  });
}
