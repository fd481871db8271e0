import { useQuery } from '@tanstack/react-query';
import type { CorrectionState } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { correctionKeys } from './correction-keys';

/** GET /api/attendance/corrections?state=: the approvers' queue (Admin, HR). */
export function useCorrectionQueue(state: CorrectionState) {
  return useQuery({
    queryKey: correctionKeys.queue(state),
    queryFn: ({ signal }) => call('attendance', 'listCorrections', { query: { state }, signal }),
  });
}
