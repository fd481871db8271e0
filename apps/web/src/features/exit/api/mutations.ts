import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterKind, RequestBody } from '@hrms/shared';
import { call, callPath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { exitKeys } from './queries';

/** Every exit change reloads the exit queries (the person's exit, the settlement). */
function useExitMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: exitKeys.all }) });
}

export const useResign = () =>
  useExitMutation((body: RequestBody<'exit', 'resign'>) => call('exit', 'resign', { body }));
export const useWithdraw = () =>
  useExitMutation((id: string) => call('exit', 'withdraw', { params: { id } }));
export const useRecordExit = (personId: string) =>
  useExitMutation((body: RequestBody<'exit', 'record'>) =>
    call('exit', 'record', { params: { id: personId }, body }),
  );
export const useAcceptExit = () =>
  useExitMutation(({ id, body }: { id: string; body: RequestBody<'exit', 'accept'> }) =>
    call('exit', 'accept', { params: { id }, body }),
  );
export const useManagerAccept = () =>
  useExitMutation(({ id, body }: { id: string; body: RequestBody<'exit', 'managerAccept'> }) =>
    call('exit', 'managerAccept', { params: { id }, body }),
  );
export const useAdjustSettlement = () =>
  useExitMutation(({ id, body }: { id: string; body: RequestBody<'exit', 'adjustSettlement'> }) =>
    call('exit', 'adjustSettlement', { params: { id }, body }),
  );
export const useFinaliseSettlement = () =>
  useExitMutation((id: string) => call('exit', 'finaliseSettlement', { params: { id } }));

/** Rehiring also changes the people lists (the person is current again, with the new joining date). */
export function useRehire(personId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'exit', 'rehire'>) =>
      call('exit', 'rehire', { params: { id: personId }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: exitKeys.all }),
        client.invalidateQueries({ queryKey: ['people'] }),
      ]),
  });
}
export const useAdjustmentStatement = () =>
  useExitMutation(({ id, body }: { id: string; body: RequestBody<'exit', 'adjustmentStatement'> }) =>
    call('exit', 'adjustmentStatement', { params: { id }, body }),
  );
export const useMarkSettlementPaid = () =>
  useExitMutation(({ id, body }: { id: string; body: RequestBody<'exit', 'settlementPaid'> }) =>
    call('exit', 'settlementPaid', { params: { id }, body }),
  );

export const usePayWithRun = () =>
  useExitMutation(({ id, body }: { id: string; body: RequestBody<'exit', 'settlementPayWithRun'> }) =>
    call('exit', 'settlementPayWithRun', { params: { id }, body }),
  );

export const downloadLetter = (exitId: string, kind: LetterKind) =>
  downloadFile(callPath('exit', 'letter', { params: { id: exitId, kind } }), `${kind}-letter.pdf`);
export const downloadSettlement = (exitId: string) =>
  downloadFile(callPath('exit', 'settlementPdf', { params: { id: exitId } }), 'settlement.pdf');
