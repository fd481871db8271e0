import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences } from '@hrms/shared';
import { call } from '../../../lib/api-client';

const key = (id: string) => ['mail-preferences', id] as const;

/** GET /api/employees/{id}/mail-preferences (one's own). */
export function useMailPreferences(id: string) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => call('mail', 'preferences', { own: id, signal }),
  });
}

/** PUT /api/employees/{id}/mail-preferences: every switch at once. */
export function useSaveMailPreferences(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MailPreferences) => call('mail', 'updatePreferences', { own: id, body }),
    onSuccess: (saved) => client.setQueryData(key(id), saved),
  });
}
