import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestBody, Role } from '@hrms/shared';
import { call, callPath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { taxYearKeys } from './queries';

/* The tax forms (issue 44, docs/tax-year.md): rent, an earlier employer, Form 130, Form 138, the LWF return. */
type StaffRole = Extract<Role, 'Admin' | 'HR'>;

const extrasKeys = {
  mine: ['tax-year', 'extras', 'me'] as const,
  person: (id: string) => ['tax-year', 'extras', id] as const,
  deductor: ['tax-year', 'deductor'] as const,
};

export const useMyExtras = () =>
  useQuery({
    queryKey: extrasKeys.mine,
    queryFn: ({ signal }) => call('taxForms', 'myExtras', { query: {}, signal }),
  });

export const usePersonExtras = (role: StaffRole, personId: string | null) =>
  useQuery({
    queryKey: extrasKeys.person(personId ?? ''),
    queryFn: ({ signal }) =>
      call('taxForms', 'personExtras', { role, params: { id: personId! }, query: {}, signal }),
    enabled: personId !== null,
  });

export const useDeductor = (role: StaffRole) =>
  useQuery({
    queryKey: extrasKeys.deductor,
    queryFn: ({ signal }) => call('taxForms', 'deductor', { role, signal }),
  });

function useFormsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: taxYearKeys.all }),
  });
}

export const useDeclareRent = () =>
  useFormsMutation((body: RequestBody<'taxForms', 'declareRent'>) =>
    call('taxForms', 'declareRent', { body }),
  );
export const useDeclarePrevious = () =>
  useFormsMutation((body: RequestBody<'taxForms', 'declarePrevious'>) =>
    call('taxForms', 'declarePrevious', { body }),
  );
export const useVerifyRent = (role: StaffRole) =>
  useFormsMutation(({ personId, body }: { personId: string; body: RequestBody<'taxForms', 'verifyRent'> }) =>
    call('taxForms', 'verifyRent', { role, params: { id: personId }, body }),
  );
export const useVerifyPrevious = (role: StaffRole) =>
  useFormsMutation(
    ({ personId, body }: { personId: string; body: RequestBody<'taxForms', 'verifyPrevious'> }) =>
      call('taxForms', 'verifyPrevious', { role, params: { id: personId }, body }),
  );
export const useSetDeductor = () =>
  useFormsMutation((body: RequestBody<'taxForms', 'setDeductor'>) =>
    call('taxForms', 'setDeductor', { role: 'Admin', body }),
  );

export const downloadMyForm130 = (year: number) =>
  downloadFile(callPath('taxForms', 'myForm130', { query: { year } }), `Form-130-${year}.pdf`);
export const downloadPersonForm130 = (role: StaffRole, personId: string, year: number) =>
  downloadFile(
    callPath('taxForms', 'personForm130', { role, params: { id: personId }, query: { year } }),
    `Form-130-${year}.pdf`,
  );
export const downloadForm138 = (
  role: StaffRole,
  year: number,
  quarter: 1 | 2 | 3 | 4,
  format: 'csv' | 'xlsx',
) =>
  downloadFile(
    callPath('taxForms', 'form138Export', { role, query: { year, quarter, format } }),
    `Form-138-${year}-Q${quarter}.${format}`,
  );
export const downloadLwfReturn = (role: StaffRole, year: number, half: 1 | 2, state: string) =>
  downloadFile(
    callPath('taxForms', 'lwfReturn', { role, query: { year, half, state, format: 'csv' } }),
    `lwf-return-${state}-${year}-H${half}.csv`,
  );

export const useTaxRegister = (role: StaffRole, year: number | undefined, month: number | undefined) =>
  useQuery({
    queryKey: ['tax-year', 'register', year, month ?? 'year'] as const,
    queryFn: ({ signal }) =>
      call('taxForms', 'taxRegister', {
        role,
        query: { year: year!, ...(month ? { month } : {}) },
        signal,
      }),
    enabled: year !== undefined,
  });
export const downloadTaxRegister = (
  role: StaffRole,
  year: number,
  month: number | undefined,
  format: 'csv' | 'xlsx',
) =>
  downloadFile(
    callPath('taxForms', 'taxRegisterExport', { role, query: { year, ...(month ? { month } : {}), format } }),
    `tax-register-${year}${month ? `-${month}` : ''}.${format}`,
  );
