import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@hrms/shared';
import { call } from '../../../lib/api-client';

const key = ['privacy', 'settings'] as const;

/** GET /api/settings/privacy (Admin): the retention period the daily erasure job uses. */
export function usePrivacySettings() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call('privacy', 'getSettings', { signal }) });
}

/** PUT /api/settings/privacy (Admin; audited): the answer is the saved settings. */
export function useSavePrivacySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettings) => call('privacy', 'putSettings', { body }),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
