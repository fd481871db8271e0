import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestQuery } from '@hrms/shared';
import { call } from '../../../lib/api-client';

export interface AuditFilterValues {
  actorId: string;
  action: string;
  entityType: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilterValues = {
  actorId: '',
  action: '',
  entityType: '',
  from: '',
  to: '',
};

/** The audit log (Admin only): the server filters and pages, 10 rows a page, newest first. */
export function useAuditLog(filters: AuditFilterValues, page: number, enabled = true) {
  // Empty filters are left out of the query string, as the server reads an absent one as "any".
  const chosen = Object.entries(filters).filter(([, value]) => value !== '');
  const query = { page, ...Object.fromEntries(chosen) } as RequestQuery<'audit', 'list'>;
  return useQuery({
    queryKey: ['audit', 'log', filters, page],
    queryFn: ({ signal }) => call('audit', 'list', { query, signal }),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}
