import { useMutation, useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/* Bulk Form 130 (issue 44, docs/tax-year.md "Bulk Form 130"): start a year's run, then ask its progress. */
type StaffRole = Extract<Role, 'Admin' | 'HR'>;

/** How often a running run's progress is asked for (ms). */
const PROGRESS_EVERY = 2_000;

export const useStartForm130Bulk = (role: StaffRole) =>
  useMutation({
    mutationFn: (body: { year: number; mail: boolean }) =>
      call('taxForms', 'form130BulkStart', { role, body }),
  });

export const useForm130Bulk = (role: StaffRole, id: string | null) =>
  useQuery({
    queryKey: ['tax-year', 'form130-bulk', id ?? ''],
    queryFn: ({ signal }) => call('taxForms', 'form130BulkStatus', { role, params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PROGRESS_EVERY : false),
  });
