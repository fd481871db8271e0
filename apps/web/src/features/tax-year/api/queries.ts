import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;

export const taxYearKeys = {
  all: ['tax-year'] as const,
  mine: ['tax-year', 'me'] as const,
  person: (id: string) => ['tax-year', 'person', id] as const,
};

/** GET /api/tax-year/me: the caller's regime, declarations and the year's tax under both regimes. */
export const useMyTaxYear = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: taxYearKeys.mine,
    queryFn: ({ signal }) => call('taxYear', 'myTaxYear', { query: {}, signal }),
    retry: false,
    ...options,
  });

/** GET /api/{admin|hr}/employees/:id/tax-year: a person's, for Admin and HR. */
export const usePersonTaxYear = (role: StaffRole, personId: string | null) =>
  useQuery({
    queryKey: taxYearKeys.person(personId ?? ''),
    queryFn: ({ signal }) =>
      call('taxYear', 'personTaxYear', { role, params: { id: personId! }, query: {}, signal }),
    enabled: personId !== null,
  });
