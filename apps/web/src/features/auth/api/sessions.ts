import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const key = ['sessions'] as const;

/** GET /api/me/sessions: the caller's active sessions, the current one marked. */
export function useSessions() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call('twoStep', 'sessions', { signal }) });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('twoStep', 'revokeSession', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('twoStep', 'signOutOthers'),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** GET /api/admin/security/failed-sign-ins: the Admin's recent failed sign-ins (issue 39). */
export function useFailedSignIns() {
  return useQuery({
    queryKey: ['failed-sign-ins'],
    queryFn: ({ signal }) => call('twoStep', 'failedSignIns', { signal }),
  });
}
