import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONEY_QUEUE_PAGE_SIZE, type RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { useServerPages } from '../../../lib/server-pages';
import { asPage } from '../../../lib/whole-list';

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
/**
 * Claims pending for me, 50 a page from the server (keyset, docs/paging.md): pages already seen are kept; the live
 * events and every decision invalidate `claimKeys.all`, which reloads them.
 */
export const useClaimQueue = () =>
  useServerPages(
    claimKeys.queue,
    (paging, signal) => call('claims', 'queue', { query: paging, signal }).then(asPage),
    { pageSize: MONEY_QUEUE_PAGE_SIZE },
  );

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
