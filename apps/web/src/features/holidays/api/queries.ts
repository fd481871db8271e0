import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const holidayKeys = {
  all: ['holidays'] as const,
  year: (year: number) => ['holidays', year] as const,
};

/** A year's holidays, sorted by date (every role reads them). */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: holidayKeys.year(year),
    queryFn: ({ signal }) => call('holidays', 'list', { query: { year }, signal }),
    staleTime: 5 * 60_000,
  });
}
