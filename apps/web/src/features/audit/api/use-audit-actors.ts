import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * The log's actors (Admin only): the people the "Who" filter offers, read from the log itself so that
 * someone deleted since is still there, under the name their entries carry.
 */
export function useAuditActors() {
  return useQuery({
    queryKey: ['audit', 'actors'],
    // Same freshness as the log (the app default), so a new actor shows up when their entries do.
    queryFn: ({ signal }) => call('audit', 'actors', { signal }),
  });
}
