import type { PublicConfig } from '@hrms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** Used until the config answers (or if it cannot), so clocks and dates still render. */
export const DEFAULT_ORG_TIMEZONE = 'Asia/Kolkata';

export const orgConfigQuery = queryOptions({
  queryKey: ['config'],
  // The contract's schema loads beside the answer, so no screen waits for zod to paint.
  queryFn: ({ signal }) => call('system', 'config', { signal }),
  // The organisation's settings change with a server restart, not during a visit.
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
});

export interface OrgConfigState {
  config: PublicConfig | undefined;
  /** The organisation's IANA timezone, or the default while loading or after a failure. */
  timeZone: string;
  isLoading: boolean;
}

export function useOrgConfig(): OrgConfigState {
  const { data, isLoading } = useQuery(orgConfigQuery);
  return { config: data, timeZone: data?.orgTimezone ?? DEFAULT_ORG_TIMEZONE, isLoading };
}
