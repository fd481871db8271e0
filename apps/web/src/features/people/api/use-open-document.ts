import { useMutation } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/**
 * POST /hr/people/{id}/documents/open { document, reason }: a fresh link to one of someone's identity
 * documents for HR, given a reason (audited on the server; docs/privacy.md).
 */
export function useOpenDocument(personId: string) {
  return useMutation({
    mutationFn: (body: RequestBody<'documents', 'open'>) =>
      call('documents', 'open', { role: 'HR', params: { id: personId }, body }),
  });
}
