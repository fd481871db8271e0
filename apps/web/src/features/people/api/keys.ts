import { peopleListKey } from '../../../lib/people-list';

export const peopleKeys = {
  all: ['people'] as const,
  /** The list every feature shares (lib/people-list.ts). */
  employees: peopleListKey,
  details: (id: string) => ['people', 'details', id] as const,
};

/**
 * Signed file links live 5 minutes: views that show them refetch before they expire, so a link
 * clicked after a long look still opens.
 */
export const SIGNED_LINK_REFRESH_MS = 4 * 60 * 1000;
