import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { orgKeys } from '../../lib/org-structure';

/**
 * Whether the signed-in person manages anyone: the dashboard shows My Team only then (issue 42). The same
 * query the tab reads first, so opening it costs nothing more.
 */
export function useManagesSomeone(enabled: boolean): boolean {
  const query = useQuery({
    queryKey: orgKeys.team('direct'),
    queryFn: ({ signal }) => call('orgStructure', 'myTeam', { query: { scope: 'direct' }, signal }),
    enabled,
  });
  return (query.data?.members.length ?? 0) > 0;
}
