import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const exitKeys = {
  all: ['exit'] as const,
  person: (id: string) => ['exit', 'person', id] as const,
  settlement: (exitId: string) => ['exit', 'settlement', exitId] as const,
  periods: (id: string) => ['exit', 'periods', id] as const,
  due: ['exit', 'due'] as const,
  team: ['exit', 'team'] as const,
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

/** GET /api/exits/people/:id/periods: earlier employment periods of a rehired person. */
export const useEmploymentPeriods = (personId: string) =>
  useQuery({
    queryKey: exitKeys.periods(personId),
    queryFn: ({ signal }) => call('exit', 'periods', { params: { id: personId }, signal }),
  });

/** GET /api/exits/settlements/due: settlements near or past their due date (HR, Admin Home). */
export const useSettlementsDue = (enabled: boolean) =>
  useQuery({
    queryKey: exitKeys.due,
    queryFn: ({ signal }) => call('exit', 'settlementsDue', { signal }),
    enabled,
  });

/** GET /api/exits/team: resignations waiting for the viewer as manager or delegate. */
export const useTeamExits = () =>
  useQuery({ queryKey: exitKeys.team, queryFn: ({ signal }) => call('exit', 'team', { signal }) });
