import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { correctionKeys } from './correction-keys';

/** GET /api/attendance/corrections/mine: my requests, newest first. */
export function useMyCorrections(userId: string) {
  return useQuery({
    queryKey: correctionKeys.mine(userId),
    queryFn: ({ signal }) => call('attendance', 'listOwnCorrections', { signal }),
  });
}
