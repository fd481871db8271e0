import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@hrms/shared';
import { api } from '../../../lib/api';

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

/** GET /api/audit (Admin only): the server filters and pages, 10 rows a page, newest first. */
export function useAuditLog(filters: AuditFilterValues, page: number, enabled = true) {
  const params = new URLSearchParams({ page: String(page) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return useQuery({
    queryKey: ['audit', 'log', filters, page],
    queryFn: ({ signal }) => api.get(`/audit?${params.toString()}`, { schema: auditPageSchema, signal }),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}
