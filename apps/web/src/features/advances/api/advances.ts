import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONEY_QUEUE_PAGE_SIZE, type RequestBody } from '@hrms/shared';
import { call, callPath } from '../../../lib/api-client';
import { useServerPages } from '../../../lib/server-pages';
import { asPage } from '../../../lib/whole-list';

export const advanceKeys = {
  all: ['advances'] as const,
  person: (id: string) => ['advances', 'person', id] as const,
  queue: ['advances', 'queue'] as const,
  toPay: ['advances', 'to-pay'] as const,
};

/**
 * HR and Admin: what waits to be paid by bank transfer (approved to be paid separately, not yet marked paid), each
 * with any problem that keeps it out of the bank file. Under `advanceKeys.all`: decisions, live events and "Mark
 * paid" reload it.
 */
export const useSeparatePayments = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: advanceKeys.toPay,
    queryFn: ({ signal }) => call('advances', 'toPay', { signal }),
    enabled,
  });
/** The bank file's download path (GET /api/advances/bank-file, audited). */
export const bankFilePath = (): string => callPath('advances', 'bankFile');

/** A person's advances and loans with the outstanding balance (the person; HR and Admin for anyone). */
export const usePersonAdvances = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: advanceKeys.person(id),
    queryFn: ({ signal }) => call('advances', 'person', { params: { id }, signal }),
    enabled,
  });
/**
 * Advances pending for me, 50 a page from the server (keyset, docs/paging.md): pages already seen are kept; the
 * live events and every decision invalidate `advanceKeys.all`, which reloads them.
 */
export const useAdvanceQueue = () =>
  useServerPages(
    advanceKeys.queue,
    (paging, signal) => call('advances', 'queue', { query: paging, signal }).then(asPage),
    { pageSize: MONEY_QUEUE_PAGE_SIZE },
  );
/** Whether advances are offered: they come with claims, once the Admin has added an expense category. */
export const useAdvancesOffered = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: ['claims', 'categories'] as const,
    queryFn: ({ signal }) => call('claims', 'categories', { signal }),
    enabled,
    select: (categories) => categories.length > 0,
  });

/** Every change reloads the advance queries (one's own, a person's, the queue). */
function useAdvanceMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: advanceKeys.all }),
  });
}

export const useRequestAdvance = () =>
  useAdvanceMutation((body: RequestBody<'advances', 'request'>) => call('advances', 'request', { body }));
export const useRecordLoan = () =>
  useAdvanceMutation(({ id, body }: { id: string; body: RequestBody<'advances', 'record'> }) =>
    call('advances', 'record', { params: { id }, body }),
  );
export const useDecideAdvance = () =>
  useAdvanceMutation(({ id, body }: { id: string; body: RequestBody<'advances', 'decide'> }) =>
    call('advances', 'decide', { params: { id }, body }),
  );
export const useMarkAdvancePaid = () =>
  useAdvanceMutation(({ id, paidOn }: { id: string; paidOn: string }) =>
    call('advances', 'markPaid', { params: { id }, body: { paidOn } }),
  );
export const useAdjustAdvance = () =>
  useAdvanceMutation(({ id, body }: { id: string; body: RequestBody<'advances', 'adjust'> }) =>
    call('advances', 'adjust', { params: { id }, body }),
  );
