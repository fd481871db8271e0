import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LifecycleLetterKind, RequestBody } from '@hrms/shared';
import { API_BASE, ApiError, errorCodeIn } from '../../../lib/api';
import { call, callPath } from '../../../lib/api-client';
import { readToken } from '../../../lib/session';
import { lifecycleKeys } from './queries';

/** Every lifecycle change reloads the lifecycle queries (settings, probations, templates, letters). */
function useLifecycleMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: lifecycleKeys.all }),
  });
}

export const useSaveSettings = () =>
  useLifecycleMutation((body: RequestBody<'lifecycle', 'saveSettings'>) =>
    call('lifecycle', 'saveSettings', { body }),
  );
export const useSetProbation = () =>
  useLifecycleMutation(({ id, body }: { id: string; body: RequestBody<'lifecycle', 'setProbation'> }) =>
    call('lifecycle', 'setProbation', { params: { id }, body }),
  );
export const useConfirmProbation = () =>
  useLifecycleMutation((id: string) => call('lifecycle', 'confirmProbation', { params: { id }, body: {} }));
export const useExtendProbation = () =>
  useLifecycleMutation(({ id, body }: { id: string; body: RequestBody<'lifecycle', 'extendProbation'> }) =>
    call('lifecycle', 'extendProbation', { params: { id }, body }),
  );
export const useSaveTemplate = () =>
  useLifecycleMutation(
    ({ kind, body }: { kind: LifecycleLetterKind; body: RequestBody<'lifecycle', 'saveLetterTemplate'> }) =>
      call('lifecycle', 'saveLetterTemplate', { params: { kind }, body }),
  );
export const useResetTemplate = () =>
  useLifecycleMutation((kind: LifecycleLetterKind) =>
    call('lifecycle', 'resetLetterTemplate', { params: { kind } }),
  );
export const useIssueLetter = () =>
  useLifecycleMutation(({ id, kind }: { id: string; kind: LifecycleLetterKind }) =>
    call('lifecycle', 'issueLetter', { params: { id, kind } }),
  );

/**
 * The preview PDF (POST with the unsaved text): the answer is bytes, so it is fetched here with the bearer token
 * and shown from a blob URL the caller revokes.
 */
export async function previewLetter(
  kind: LifecycleLetterKind,
  body: RequestBody<'lifecycle', 'previewLetter'>,
): Promise<string> {
  const token = readToken();
  const response = await fetch(`${API_BASE}${callPath('lifecycle', 'previewLetter', { params: { kind } })}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof answer?.message === 'string' ? answer.message : `Request failed with status ${response.status}.`,
      errorCodeIn(answer),
    );
  }
  return URL.createObjectURL(await response.blob());
}
