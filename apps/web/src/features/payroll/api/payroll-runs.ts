import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call, callPath } from '../../../lib/api-client';
import { payrollKeys } from './keys';

/** POST /api/admin/payroll-runs/preview: the register, computed and not saved (issue 22). */
export function usePayrollPreview() {
  return useMutation({
    mutationKey: ['payroll', 'preview'],
    mutationFn: (body: RequestBody<'payrollRuns', 'preview'>) =>
      call('payrollRuns', 'preview', { role: 'Admin', body }),
  });
}

/** Mark paid / reopen a period (YYYY-MM); every salary list reloads after. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, ...body }: { period: string } & RequestBody<'payrollRuns', 'markPaid'>) =>
      call('payrollRuns', 'markPaid', { role: 'Admin', params: { period }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

export function useReopenPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, ...body }: { period: string } & RequestBody<'payrollRuns', 'reopen'>) =>
      call('payrollRuns', 'reopen', { role: 'Admin', params: { period }, body }),
    // A reopened month unlocks requests other features show (the approvers' queues mark locked rows,
    // issue 40): they are fetched again rather than named here, since features do not know each other's keys.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export type RunFile = 'register' | 'bankFile' | 'ecr' | 'esic' | 'professionalTax';

/** The download path of a finalised period's file. */
export const runFilePath = (file: RunFile, period: string): string =>
  callPath('payrollRuns', file, { role: 'Admin', params: { period } });

/** GET /api/admin/payroll-runs/:period: draft, generated and locked for N people, paid on a date (issue 40). */
export const runStatusQuery = (period: string) =>
  queryOptions({
    queryKey: [...payrollKeys.all, 'run-status', period] as const,
    queryFn: ({ signal }) => call('payrollRuns', 'status', { role: 'Admin', params: { period }, signal }),
    enabled: /^\d{4}-(0[1-9]|1[0-2])$/.test(period),
  });
