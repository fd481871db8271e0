import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PunchPlaces } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/** Outside attendanceKeys.all: a punch's refresh of every attendance view need not reload these. */
export const punchPlaceKeys = {
  settings: ['punch-places', 'settings'] as const,
  requirements: ['punch-places', 'requirements'] as const,
};

/** The Admin's office networks and locations. */
export function usePunchPlaces() {
  return useQuery({
    queryKey: punchPlaceKeys.settings,
    queryFn: ({ signal }) => call('attendance', 'getPunchPlaces', { signal }),
  });
}

export function useSavePunchPlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['punch-places', 'save'],
    mutationFn: (body: PunchPlaces) => call('attendance', 'putPunchPlaces', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(punchPlaceKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: punchPlaceKeys.requirements });
    },
  });
}

/**
 * Whether punch-in needs the browser's position (anyone signed in). Read again before each punch-in
 * when older than a minute; a punch refused for want of a position is retried with one anyway.
 */
export const punchRequirementsQuery = queryOptions({
  queryKey: punchPlaceKeys.requirements,
  queryFn: ({ signal }) => call('attendance', 'punchRequirements', { signal }),
  staleTime: 60_000,
});
