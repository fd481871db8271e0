import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call, callPath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { taxYearKeys } from './queries';

/* Proofs of the declared lines and Form 12BB (issue 44, docs/tax-year.md "Proofs"). */
type StaffRole = Extract<Role, 'Admin' | 'HR'>;

const proofKeys = {
  mine: ['tax-year', 'proofs', 'me'] as const,
  person: (id: string) => ['tax-year', 'proofs', id] as const,
};

export const useMyProofs = () =>
  useQuery({
    queryKey: proofKeys.mine,
    queryFn: ({ signal }) => call('taxProofs', 'myProofs', { query: {}, signal }),
  });

export const usePersonProofs = (role: StaffRole, personId: string) =>
  useQuery({
    queryKey: proofKeys.person(personId),
    queryFn: ({ signal }) =>
      call('taxProofs', 'personProofs', { role, params: { id: personId }, query: {}, signal }),
  });

function useProofMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: taxYearKeys.all }),
  });
}

/** POST multipart: year, line and the file (PDF, JPEG or PNG; the server checks the bytes). */
export const useUploadProof = () =>
  useProofMutation((form: FormData) => call('taxProofs', 'uploadProof', { body: form }));
export const useRemoveProof = () =>
  useProofMutation((proofId: string) => call('taxProofs', 'removeProof', { params: { proofId } }));

export const downloadMyForm12bb = (year: number) =>
  downloadFile(callPath('taxProofs', 'myForm12bb', { query: { year } }), `Form-12BB-${year}.pdf`);
export const downloadPersonForm12bb = (role: StaffRole, personId: string, year: number) =>
  downloadFile(
    callPath('taxProofs', 'personForm12bb', { role, params: { id: personId }, query: { year } }),
    `Form-12BB-${year}.pdf`,
  );
