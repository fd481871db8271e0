import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { orgKeys } from '../../lib/org-structure';

/** Where the signed-in person stands in the structure: what the dashboard's tabs need (issue 42). */
export interface StructureStanding {
  /** Manages anyone: My Team is listed only then. */
  managesSomeone: boolean;
  /** Manages anyone or has a manager: an Employee's Org Chart is listed only then, so a fresh install's
   * Employee dashboard keeps the spec's tabs until someone builds the structure. */
  inStructure: boolean;
}

/** The same queries My Team and the details page read first, so opening either costs nothing more. */
export function useStructureStanding(enabled: boolean, personId: string | null): StructureStanding {
  const team = useQuery({
    queryKey: orgKeys.team('direct'),
    queryFn: ({ signal }) => call('orgStructure', 'myTeam', { query: { scope: 'direct' }, signal }),
    enabled,
  });
  const placement = useQuery({
    queryKey: orgKeys.placement(personId ?? ''),
    queryFn: ({ signal }) => call('orgStructure', 'placement', { params: { id: personId! }, signal }),
    enabled: enabled && personId !== null,
  });
  const managesSomeone = (team.data?.members.length ?? 0) > 0;
  return { managesSomeone, inStructure: managesSomeone || Boolean(placement.data?.current.manager) };
}
