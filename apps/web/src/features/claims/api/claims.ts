import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { wholeList } from '../../../lib/whole-list';

export const claimKeys = {
  all: ['claims'] as const,
  categories: ['claims', 'categories'] as const,
  mine: ['claims', 'mine'] as const,
  queue: ['claims', 'queue'] as const,
};

export const useClaimCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: claimKeys.categories,
    queryFn: ({ signal }) => call('claims', 'categories', { signal }),
    enabled,
  });
export const useMyClaims = () =>
  useQuery({ queryKey: claimKeys.mine, queryFn: ({ signal }) => call('claims', 'mine', { signal }) });
export const useClaimQueue = () =>
  useQuery({
    queryKey: claimKeys.queue,
    queryFn: ({ signal }) => call('claims', 'queue', { signal }).then(wholeList),
  });

/** Every claim change reloads the claim queries (categories, own claims, the queue). */
function useClaimMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: claimKeys.all }) });
}

export const useSaveCategory = () =>
  useClaimMutation(({ id, body }: { id: string | null; body: RequestBody<'claims', 'createCategory'> }) =>
    id
      ? call('claims', 'updateCategory', { params: { id }, body })
      : call('claims', 'createCategory', { body }),
  );
export const useSubmitClaim = () =>
  useClaimMutation((form: FormData) => call('claims', 'submit', { body: form }));
export const useDecideClaim = () =>
  useClaimMutation(({ id, body }: { id: string; body: RequestBody<'claims', 'decide'> }) =>
    call('claims', 'decide', { params: { id }, body }),
  );
