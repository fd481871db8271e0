import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpeningResult, RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { leaveKeys } from './keys';

/** Saved (not a dry run): every balance and ledger on screen may have changed. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (result: OpeningResult) => {
    if (result.applied) void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
  };
}

/** POST /api/leave-opening-balances (HR, Admin): rows from the screen; dryRun checks only. */
export function useOpeningBalances() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationKey: ['leave', 'opening'],
    mutationFn: (body: RequestBody<'leavePolicy', 'openingBalances'>) =>
      call('leavePolicy', 'openingBalances', { body }),
    onSuccess,
  });
}

/** POST /api/leave-opening-balances/csv (HR, Admin): the file's text; dryRun answers per-row errors. */
export function useOpeningCsv() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationKey: ['leave', 'opening-csv'],
    mutationFn: (body: RequestBody<'leavePolicy', 'openingCsv'>) =>
      call('leavePolicy', 'openingCsv', { body }),
    onSuccess,
  });
}
