import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayrollProfileUpdate, PayrollSettings, SalaryRevisionBody, TaxRegime } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/*
 * Issue 21's settings, profiles, revisions and the tax estimate (the `payrollSettings` contract). Outside
 * payrollKeys.all: a slip batch's refresh of the salary lists need not reload these.
 */
export const payrollSettingsKeys = {
  settings: ['payroll-settings', 'settings'] as const,
  profile: (id: string) => ['payroll-settings', 'profile', id] as const,
  revisions: (id: string) => ['payroll-settings', 'revisions', id] as const,
  taxEstimate: (income: number, regime: TaxRegime) =>
    ['payroll-settings', 'tax-estimate', income, regime] as const,
};

/** GET /api/settings/payroll (Admin). */
export function usePayrollSettings() {
  return useQuery({
    queryKey: payrollSettingsKeys.settings,
    queryFn: ({ signal }) => call('payrollSettings', 'getSettings', { signal }),
  });
}

export function useSavePayrollSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollSettings) => call('payrollSettings', 'putSettings', { body }),
    onSuccess: (saved) => {
      client.setQueryData(payrollSettingsKeys.settings, saved);
      // What a profile lacks depends on which deductions are on.
      void client.invalidateQueries({ queryKey: ['payroll-settings', 'profile'] });
    },
  });
}

/** GET /api/employees/{id}/payroll-profile (identity numbers masked for everyone; the Admin reveals one). */
export function usePayrollProfile(id: string) {
  return useQuery({
    queryKey: payrollSettingsKeys.profile(id),
    queryFn: ({ signal }) => call('payrollSettings', 'getProfile', { params: { id }, signal }),
  });
}

export function useSavePayrollProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollProfileUpdate) =>
      call('payrollSettings', 'putProfile', { params: { id }, body }),
    onSuccess: (saved) => client.setQueryData(payrollSettingsKeys.profile(id), saved),
  });
}

/** GET /api/employees/{id}/salary-revisions, oldest first. */
export function useSalaryRevisions(id: string) {
  return useQuery({
    queryKey: payrollSettingsKeys.revisions(id),
    queryFn: ({ signal }) => call('payrollSettings', 'listRevisions', { params: { id }, signal }),
  });
}

export function useAddSalaryRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SalaryRevisionBody) =>
      call('payrollSettings', 'addRevision', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payrollSettingsKeys.revisions(id) }),
  });
}

/** GET /api/payroll/tax-estimate for an annual income (rupees); off until an income is given. */
export function useTaxEstimate(income: number | null, regime: TaxRegime) {
  return useQuery({
    queryKey: payrollSettingsKeys.taxEstimate(income ?? -1, regime),
    queryFn: ({ signal }) =>
      call('payrollSettings', 'taxEstimate', { query: { income: income ?? 0, regime }, signal }),
    enabled: income !== null,
  });
}
