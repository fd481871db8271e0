import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const exitKeys = {
  all: ['exit'] as const,
  person: (id: string) => ['exit', 'person', id] as const,
  settlement: (exitId: string) => ['exit', 'settlement', exitId] as const,
};

/** GET /api/exits/people/:id: the person's exit and (staff; the person once final) its settlement. */
export const usePersonExit = (personId: string) =>
  useQuery({
    queryKey: exitKeys.person(personId),
    queryFn: ({ signal }) => call('exit', 'personExit', { params: { id: personId }, signal }),
  });

/** GET /api/exits/:id/settlement: the draft, computed afresh (HR, Admin). */
export const useSettlement = (exitId: string) =>
  useQuery({
    queryKey: exitKeys.settlement(exitId),
    queryFn: ({ signal }) => call('exit', 'settlement', { params: { id: exitId }, signal }),
  });
