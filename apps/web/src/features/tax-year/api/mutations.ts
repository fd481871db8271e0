import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { taxYearKeys } from './queries';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;
export type DeclarationsInput = RequestBody<'taxYear', 'declare'>;
export type VerifyInput = RequestBody<'taxYear', 'verifyDeclaration'>;
export type WindowInput = RequestBody<'taxYear', 'setWindow'>;

function useTaxMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: taxYearKeys.all }),
  });
}

export const useChooseRegime = () =>
  useTaxMutation((body: RequestBody<'taxYear', 'chooseRegime'>) => call('taxYear', 'chooseRegime', { body }));

export const useDeclare = () =>
  useTaxMutation((body: DeclarationsInput) => call('taxYear', 'declare', { body }));

export const useVerifyLine = (role: StaffRole) =>
  useTaxMutation(({ personId, lineId, body }: { personId: string; lineId: string; body: VerifyInput }) =>
    call('taxYear', 'verifyDeclaration', { role, params: { id: personId, lineId }, body }),
  );

export const useSetWindow = () =>
  useTaxMutation(({ year, body }: { year: number; body: WindowInput }) =>
    call('taxYear', 'setWindow', { role: 'Admin', params: { year: String(year) }, body }),
  );
