import { useQuery } from '@tanstack/react-query';
import type { TeamScope } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { orgKeys } from '../../../lib/org-structure';

/** GET /api/org/chart: the whole organisation for Admin and HR, one's own branch for anyone else. */
export const useOrgChart = () =>
  useQuery({ queryKey: orgKeys.chart, queryFn: ({ signal }) => call('orgStructure', 'chart', { signal }) });

/** GET /api/org/my-team: the caller's direct reports, or everyone below them. */
export const useMyTeam = (scope: TeamScope) =>
  useQuery({
    queryKey: orgKeys.team(scope),
    queryFn: ({ signal }) => call('orgStructure', 'myTeam', { query: { scope }, signal }),
  });

/** GET /api/org/people/:id: today's values and every dated change. */
export const usePlacement = (personId: string) =>
  useQuery({
    queryKey: orgKeys.placement(personId),
    queryFn: ({ signal }) => call('orgStructure', 'placement', { params: { id: personId }, signal }),
  });
